package io.morpion.service.webhooks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import java.net.InetAddress;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Where a webhook may point: public http and https addresses, unless the admin allows internal ones. */
class WebhookAddressesTest {

    @Test
    void everyKindOfInternalAddressIsRefusedUnlessTheAdminAllowsIt() throws Exception {
        for (String internal : List.of(
                "127.0.0.1",
                "10.1.2.3",
                "172.16.0.9",
                "192.168.1.1",
                "169.254.169.254",
                "0.0.0.0",
                "100.64.0.1",
                "224.0.0.1",
                "::1",
                "fd00::1",
                "fe80::1",
                "::ffff:127.0.0.1",
                // issue 84: ranges that are not global, and IPv4 addresses carried in IPv6 ones
                "198.18.0.1",
                "192.0.0.8",
                "192.0.2.1",
                "198.51.100.7",
                "203.0.113.9",
                "240.0.0.1",
                "255.255.255.255",
                "::127.0.0.1",
                "::ffff:0:10.0.0.1",
                "64:ff9b::a9fe:a9fe",
                "64:ff9b:1::a9fe:a9fe",
                "2002:7f00:1::",
                "2002:a9fe:a9fe::1",
                "2001:0:4136:e378:8000:63bf:80ff:fffe",
                "2001:db8::1",
                "ff02::1")) {
            String url = "http://" + (internal.contains(":") ? "[" + internal + "]" : internal) + ":8080/hook";
            Refused refused = assertThrows(Refused.class, () -> WebhookAddresses.check(url, false), url);
            assertEquals(RefusalCode.WEBHOOK_PRIVATE, refused.code(), url);
            assertTrue(refused.getMessage().contains("an address inside a network"), refused.getMessage());
            assertEquals(url, WebhookAddresses.check(url, true).uri().toString(), "allowed by the admin");
        }
    }

    @Test
    void publicAddressesAreTaken() throws Exception {
        for (String address : List.of(
                "8.8.8.8",
                "1.1.1.1",
                "100.128.0.1",
                "2606:4700::1111",
                "64:ff9b::808:808",
                "2002:808:808::1",
                "::ffff:8.8.8.8")) {
            assertFalse(WebhookAddresses.internal(InetAddress.getByName(address)), address);
        }
        assertEquals(
                "https://93.184.215.14/hook",
                WebhookAddresses.check("https://93.184.215.14/hook", false)
                        .uri()
                        .toString());
    }

    @Test
    void anAddressThatIsNoHttpAddressOrNamesNoHostIsRefusedAndSaysWhy() {
        for (String bad : List.of(
                "ftp://example.org/x",
                "file:///etc/passwd",
                "not an address",
                "http:///nohost",
                "https://user:pw@example.org/x",
                "")) {
            Refused refused = assertThrows(Refused.class, () -> WebhookAddresses.check(bad, true), bad);
            assertEquals(RefusalCode.WEBHOOK_URL, refused.code(), bad);
            assertTrue(refused.getMessage().startsWith("url must be an http or https address"), refused.getMessage());
        }
        Refused unknown =
                assertThrows(Refused.class, () -> WebhookAddresses.check("http://no-such-host.invalid/x", true));
        assertEquals(RefusalCode.WEBHOOK_HOST, unknown.code());
        assertEquals("the webhook's host no-such-host.invalid is not known", unknown.getMessage());
        assertEquals(
                RefusalCode.WEBHOOK_URL,
                assertThrows(
                                Refused.class,
                                () -> WebhookAddresses.check("http://example.org/" + "x".repeat(2100), true))
                        .code());
    }
}
