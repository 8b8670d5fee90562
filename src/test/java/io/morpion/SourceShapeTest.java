package io.morpion;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Files small enough to read in one sitting and methods no more than four blocks deep, in the
 * main code of the service and of msr-lib (docs/architecture.md).
 */
class SourceShapeTest {

    private static final int MAX_LINES = 400;
    private static final int MAX_DEPTH = 4;
    private static final int MAX_JS_FUNCTION_LINES = 80;
    private static final Pattern JS_FUNCTION = Pattern.compile("\\bfunction\\b[^(]*\\(|=>\\s*\\{$");
    private static final Pattern JS_STRING =
            Pattern.compile("'(?:[^'\\\\]|\\\\.)*'|\"(?:[^\"\\\\]|\\\\.)*\"|`(?:[^`\\\\]|\\\\.)*`");
    private static final Pattern TYPE = Pattern.compile("\\b(class|interface|enum|record)\\s+\\w+");
    private static final Pattern ANONYMOUS = Pattern.compile("\\bnew\\s+[\\w.<>]+\\s*\\([^)]*\\)\\s*$");

    private static List<Path> mainSources() throws IOException {
        List<Path> all = new ArrayList<>();
        for (String root : List.of("src/main/java", "msr-lib/src/main/java")) {
            try (Stream<Path> files = Files.walk(ProjectPaths.root().resolve(root))) {
                files.filter(p -> p.toString().endsWith(".java")).forEach(all::add);
            }
        }
        assertTrue(all.size() > 100, "found the sources");
        return all;
    }

    @Test
    void noFileIsLongerThanAboutFourHundredLines() throws IOException {
        List<String> tooLong = new ArrayList<>();
        for (Path file : mainSources()) {
            long lines = Files.readAllLines(file).size();
            if (lines > MAX_LINES) {
                tooLong.add(file.getFileName() + " (" + lines + ")");
            }
        }
        assertEquals(List.of(), tooLong);
    }

    /** One comment a member: a second block stacked on the first documents nothing the reader can find. */
    @Test
    void noDocCommentIsStackedOnAnother() throws IOException {
        List<String> stacked = new ArrayList<>();
        for (Path file : mainSources()) {
            List<String> lines = Files.readAllLines(file);
            for (int i = 1; i < lines.size(); i++) {
                if (lines.get(i - 1).strip().endsWith("*/")
                        && lines.get(i).strip().startsWith("/**")) {
                    stacked.add(file.getFileName() + ":" + (i + 1));
                }
            }
        }
        assertEquals(List.of(), stacked);
    }

    @Test
    void noWebUiModuleIsLongerThanAboutFourHundredLines() throws IOException {
        List<String> tooLong = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ProjectPaths.root().resolve("frontend"))) {
            for (Path file : files.filter(SourceShapeTest::webUiScript).toList()) {
                long lines = Files.readAllLines(file).size();
                if (lines > MAX_LINES) {
                    tooLong.add(file.getFileName() + " (" + lines + ")");
                }
            }
        }
        assertEquals(List.of(), tooLong);
    }

    /** A function of the web UI that grows past about 80 lines is split, as a page's closure once had to be. */
    @Test
    void noWebUiFunctionIsLongerThanAboutEightyLines() throws IOException {
        List<String> tooLong = new ArrayList<>();
        try (Stream<Path> files = Files.walk(ProjectPaths.root().resolve("frontend"))) {
            for (Path file : files.filter(SourceShapeTest::webUiScript).toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    int length = functionLength(lines, i);
                    if (length > MAX_JS_FUNCTION_LINES) {
                        tooLong.add(file.getFileName() + ":" + (i + 1) + " (" + length + " lines)");
                    }
                }
            }
        }
        assertEquals(List.of(), tooLong);
    }

    /** A script of the web UI: its own, not its formatter's packages (frontend/node_modules, when installed). */
    private static boolean webUiScript(Path file) {
        return file.toString().endsWith(".js") && !file.toString().contains("node_modules");
    }

    /** The lines of the function that starts on line {@code i} (a declaration or an arrow with a body), or 0. */
    private static int functionLength(List<String> lines, int i) {
        String start = lines.get(i).strip();
        if (!start.endsWith("{") || !JS_FUNCTION.matcher(start).find()) {
            return 0;
        }
        int depth = 0;
        for (int j = i; j < lines.size(); j++) {
            // a brace inside a string (startsWith('{')) is no block
            String line = JS_STRING.matcher(lines.get(j)).replaceAll("''");
            depth += line.chars().filter(c -> c == '{').count()
                    - line.chars().filter(c -> c == '}').count();
            if (depth <= 0) {
                return j - i + 1;
            }
        }
        return lines.size() - i;
    }

    /** The variants are listed from {@code Variant} in every message, so that a fifth one cannot be left out. */
    @Test
    void noMessageTypesTheVariantsOut() throws IOException {
        Pattern typedOut = Pattern.compile("\"[^\"]*4T, 4D[^\"]*\"");
        List<String> typed = new ArrayList<>();
        for (Path file : mainSources()) {
            List<String> lines = Files.readAllLines(file);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (!line.startsWith("*")
                        && !line.startsWith("/")
                        && typedOut.matcher(line).find()) {
                    typed.add(file.getFileName() + ":" + (i + 1));
                }
            }
        }
        assertEquals(List.of(), typed, "list them with Variant.codesInWords() or Variant.codes()");
    }

    private static final Pattern INLINE_NAME =
            Pattern.compile("(?<![\\w.])(?:java|javax|jakarta|io|org|com)(?:\\.[a-z][a-z0-9_]*)+\\.([A-Z]\\w*)");
    private static final Pattern STRING = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"");

    /**
     * Names are imported, not written out in the code, unless the simple name means something
     * else in the file (a nested type of that name).
     */
    @Test
    void noClassIsNamedInFullInTheCode() throws IOException {
        List<String> inline = new ArrayList<>();
        for (Path file : mainSources()) {
            String text = Files.readString(file);
            List<String> lines = text.lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (line.startsWith("import ")
                        || line.startsWith("package ")
                        || line.startsWith("*")
                        || line.startsWith("/")) {
                    continue;
                }
                Matcher m = INLINE_NAME.matcher(STRING.matcher(line).replaceAll("\"\""));
                while (m.find()) {
                    if (!Pattern.compile("\\b(class|record|interface|enum)\\s+" + m.group(1) + "\\b")
                            .matcher(text)
                            .find()) {
                        inline.add(file.getFileName() + ":" + (i + 1) + " " + m.group());
                    }
                }
            }
        }
        assertEquals(List.of(), inline, "import the class instead");
    }

    @Test
    void noMethodNestsMoreThanFourBlocksDeep() throws IOException {
        List<String> deep = new ArrayList<>();
        for (Path file : mainSources()) {
            int line = deepestLine(Files.readString(file));
            if (line > 0) {
                deep.add(file.getFileName() + ":" + line);
            }
        }
        assertEquals(List.of(), deep);
    }

    @Test
    void theNestingCountCountsBlocksInsideAMethodButNotTypes() {
        String fine =
                "class A {\n void m() {\n if (a) {\n for (;;) {\n while (b) {\n if (c) {\n x();\n }\n }\n }\n }\n }\n"
                        + " class B { void n() { Runnable r = new Runnable() { public void run() { if (a) { } } }; } "
                        + "}\n}\n";
        assertEquals(0, deepestLine(fine));
        String deep =
                "class A {\n void m() {\n if (a) {\n for (;;) {\n while (b) {\n if (c) {\n if (d) {\n x();\n }\n }\n"
                        + " }\n }\n }\n }\n}\n";
        assertEquals(7, deepestLine(deep));
    }

    /** The line of the first block nested deeper than allowed inside a method, or 0. */
    static int deepestLine(String source) {
        String code = withoutCommentsAndText(source);
        Deque<Boolean> blocks = new ArrayDeque<>();
        StringBuilder before = new StringBuilder();
        int line = 1;
        for (int i = 0; i < code.length(); i++) {
            char c = code.charAt(i);
            if (c == '\n') {
                line++;
            } else if (c == ';') {
                before.setLength(0);
            } else if (c == '{') {
                boolean type =
                        TYPE.matcher(before).find() || ANONYMOUS.matcher(before).find();
                blocks.push(type);
                before.setLength(0);
                if (!type && depthInMethod(blocks) > MAX_DEPTH + 1) {
                    return line;
                }
            } else if (c == '}') {
                blocks.poll();
                before.setLength(0);
            } else {
                before.append(c);
            }
        }
        return 0;
    }

    /** Blocks since the innermost type body: 1 is a method's own body. */
    private static int depthInMethod(Deque<Boolean> blocks) {
        int depth = 0;
        for (boolean type : blocks) {
            if (type) {
                break;
            }
            depth++;
        }
        return depth;
    }

    /** The source with comments, strings and characters blanked, line breaks kept. */
    private static String withoutCommentsAndText(String source) {
        String code = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL)
                .matcher(source)
                .replaceAll(m -> "\n"
                        .repeat((int) m.group().chars().filter(ch -> ch == '\n').count()));
        code = code.replaceAll("//[^\n]*", "");
        code = code.replaceAll("\"\"\"(?s:.*?)\"\"\"", "\"\"");
        code = code.replaceAll("\"(?:\\\\.|[^\"\\\\\n])*\"", "\"\"");
        return code.replaceAll("'(?:\\\\.|[^'\\\\])'", "''");
    }
}
