import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Properties;

/**
 * Run by EmbeddedPostgresTest as another local user, with only the PostgreSQL driver on its class
 * path: tries to read the server's password file, then to log in with every user, database and
 * password a local attacker might guess. Prints one line per attempt; "CONNECTED" is a breach.
 */
public class DatabaseLoginProbe {
    public static void main(String[] args) throws Exception {
        int port = Integer.parseInt(args[0]);
        Path passwordFile = Path.of(args[1]);
        try {
            Files.readString(passwordFile);
            System.out.println("password-file READABLE");
        } catch (Exception e) {
            System.out.println("password-file denied: " + e.getClass().getSimpleName());
        }
        String[] users = {"morpion", "postgres", "root", "nobody", "daemon", System.getProperty("user.name")};
        String[] databases = {"morpion", "postgres", "template1", "template0"};
        String[] passwords = {null, "", "morpion", "postgres", "password"};
        for (String user : users) {
            for (String database : databases) {
                for (String password : passwords) {
                    Properties props = new Properties();
                    props.setProperty("user", user);
                    if (password != null) {
                        props.setProperty("password", password);
                    }
                    props.setProperty("connectTimeout", "5");
                    String attempt = user + "@" + database + " password=" + password;
                    try (Connection c = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/"
                            + database, props)) {
                        System.out.println("CONNECTED " + attempt);
                    } catch (Exception e) {
                        System.out.println("refused " + attempt + ": " + e.getMessage());
                    }
                }
            }
        }
    }
}
