package io.morpion.service.access;

import static io.morpion.service.Api.admin;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.agroal.api.AgroalDataSource;
import io.morpion.service.EmbeddedPostgresTestResource;
import io.morpion.tiers.ServiceTest;
import io.quarkus.test.common.TestResourceScope;
import io.quarkus.test.common.WithTestResource;
import jakarta.inject.Inject;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;

/**
 * The admin token an operator chose (MORPION_ADMIN_TOKEN) may be guessable, and a backup holds the
 * token table: its row keeps a salted PBKDF2 hash, never the fast SHA-256 a guess could be checked
 * against, and a row stored with the plain hash before is given the salted one at its next use.
 */
@ServiceTest
@WithTestResource(value = EmbeddedPostgresTestResource.class, scope = TestResourceScope.MATCHING_RESOURCES)
class ConfiguredTokenTest {

    @Inject
    AgroalDataSource database;

    private record Row(long id, String hash, String salt) {}

    @Test
    void theConfiguredAdminTokenIsKeptUnderASaltedSlowHashAndAPlainOneIsSaltedAtItsNextUse() throws Exception {
        admin().get("/api/admin/tokens").then().statusCode(200);
        String plain = sha256(EmbeddedPostgresTestResource.ADMIN_TOKEN);
        Row row = configuredRow();
        assertTrue(row.salt().startsWith("pbkdf2-sha256$310000$"), row.salt());
        assertTrue(row.hash().matches("[0-9a-f]{64}"), row.hash());
        assertNotEquals(plain, row.hash(), "the table never holds the token's fast hash");

        // as a row from before salted hashes
        execute("update access_token set token_hash = '" + plain + "', token_salt = null where id = " + row.id());
        admin().get("/api/admin/tokens").then().statusCode(200);
        Row salted = configuredRow();
        assertEquals(row.id(), salted.id(), "the same token, not a second one");
        assertTrue(salted.salt().startsWith("pbkdf2-sha256$"), salted.salt());
        assertNotEquals(plain, salted.hash());
        assertNotEquals(row.salt(), salted.salt(), "a fresh salt");

        // a token one character off is refused, as any unknown token is
        String wrong = EmbeddedPostgresTestResource.ADMIN_TOKEN.substring(1) + "x";
        io.restassured.RestAssured.given()
                .auth()
                .oauth2(wrong)
                .get("/api/admin/tokens")
                .then()
                .statusCode(401);
    }

    private Row configuredRow() throws SQLException {
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement("select id, token_hash, token_salt from access_token"
                        + " where created_by = 'MORPION_ADMIN_TOKEN' and revoked_at is null");
                ResultSet r = s.executeQuery()) {
            assertTrue(r.next(), "the configured token has its row");
            Row row = new Row(r.getLong(1), r.getString(2), r.getString(3));
            assertTrue(!r.next(), "one row only");
            return row;
        }
    }

    private void execute(String sql) throws SQLException {
        try (Connection c = database.getConnection();
                PreparedStatement s = c.prepareStatement(sql)) {
            s.executeUpdate();
        }
    }

    private static String sha256(String text) throws Exception {
        return HexFormat.of()
                .formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
    }
}
