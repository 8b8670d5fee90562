package io.morpion.ui;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium from Debian's packages, driven through Debian's chromedriver. The packages are
 * installed on first use when they are missing (CI machines are fresh), so the test command needs
 * nothing set up beforehand.
 */
public final class Chromium {

    private static final Path BROWSER = Path.of("/usr/bin/chromium");
    private static final Path DRIVER = Path.of("/usr/bin/chromedriver");
    /** A Japanese font, so that the Japanese pages' screenshots show their text rather than empty boxes. */
    private static final Path JAPANESE_FONT = Path.of("/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf");

    private Chromium() {}

    static synchronized void ensureInstalled() throws IOException, InterruptedException {
        if (installed()) {
            return;
        }
        // The test JVMs run side by side, and two apt-gets at once fail on dpkg's lock: one installs, the
        // others wait for it and find the packages there.
        Path lockFile = Path.of(
                System.getProperty("java.io.tmpdir"),
                "morpion-chromium-install-" + System.getProperty("user.name") + ".lock");
        try (FileChannel channel = FileChannel.open(lockFile, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = channel.lock()) {
            if (!installed()) {
                install();
            }
        }
    }

    private static boolean installed() {
        return Files.isExecutable(BROWSER) && Files.isExecutable(DRIVER) && Files.exists(JAPANESE_FONT);
    }

    private static void install() throws IOException, InterruptedException {
        List<String> sudo = "root".equals(System.getProperty("user.name")) ? List.of() : List.of("sudo", "-n");
        run(sudo, List.of("apt-get", "update", "-q"));
        run(
                sudo,
                List.of(
                        "apt-get",
                        "install",
                        "-y",
                        "-q",
                        "--no-install-recommends",
                        "chromium",
                        "chromium-driver",
                        "fonts-liberation",
                        "fonts-ipafont-gothic"));
        if (!Files.isExecutable(BROWSER) || !Files.isExecutable(DRIVER)) {
            throw new IllegalStateException("chromium and chromium-driver are still missing after apt-get install");
        }
    }

    private static void run(List<String> prefix, List<String> command) throws IOException, InterruptedException {
        List<String> full = new java.util.ArrayList<>(prefix);
        full.addAll(command);
        ProcessBuilder builder = new ProcessBuilder(full)
                .inheritIO()
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().put("DEBIAN_FRONTEND", "noninteractive");
        Process process = builder.start();
        if (!process.waitFor(15, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", full) + " failed");
        }
    }

    /** A fresh headless browser of the given window size, speaking English whatever the machine's locale. */
    public static ChromeDriver start(int width, int height) throws IOException, InterruptedException {
        return start(width, height, "en-US");
    }

    /** A fresh headless browser whose user prefers the given language (a BCP 47 tag such as "ja"). */
    public static ChromeDriver start(int width, int height, String language) throws IOException, InterruptedException {
        ensureInstalled();
        ChromeOptions options = new ChromeOptions()
                .setBinary(BROWSER.toFile())
                .addArguments(
                        "--headless=new",
                        "--no-sandbox",
                        "--disable-dev-shm-usage",
                        "--disable-gpu",
                        "--window-size=" + width + "," + height,
                        "--lang=" + language);
        options.setExperimentalOption("prefs", java.util.Map.of("intl.accept_languages", language));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .usingAnyFreePort()
                .build();
        ChromeDriver driver = new ChromeDriver(service, options);
        driver.manage().window().setSize(new Dimension(width, height));
        driver.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
        return driver;
    }

    /**
     * A wait on a page's state that asks again when an element it read was redrawn meanwhile: the
     * pages redraw their tables and panels as they update, and such a read is no answer yet.
     */
    public static WebDriverWait waiting(WebDriver browser, int seconds) {
        WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(seconds));
        wait.ignoring(StaleElementReferenceException.class);
        return wait;
    }
}
