package io.morpion.service.webhooks;

import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * Where a webhook may point: an http or https address of a host that resolves, and, unless the admin
 * allows it, to none of the addresses inside a network (loopback, private, link-local, carrier-grade
 * NAT, unique-local, multicast, unspecified). The check runs when the webhook is set and again before
 * each delivery, since a name can be pointed elsewhere later; a delivery then connects to an address it checked,
 * never to the name resolved once more, so that a name answering differently the second time reaches nothing.
 */
public final class WebhookAddresses {

    static final int MAX_LENGTH = 2048;

    private WebhookAddresses() {}

    /** Where a delivery goes: the webhook's address as given, and the resolved address it connects to. */
    public record Destination(URI uri, InetAddress address) {

        /** The port the address names, or its scheme's. */
        public int port() {
            if (uri.getPort() != -1) {
                return uri.getPort();
            }
            return uri.getScheme().equalsIgnoreCase("https") ? 443 : 80;
        }
    }

    /** The address, checked; refused in the caller's terms when it may not be used. */
    public static Destination check(String url, boolean allowPrivate) {
        URI uri = parse(url);
        String host = uri.getHost();
        InetAddress[] addresses;
        try {
            addresses = InetAddress.getAllByName(host);
        } catch (UnknownHostException e) {
            throw new Refused.Invalid(
                    RefusalCode.WEBHOOK_HOST, "the webhook's host " + host + " is not known", url, host);
        }
        if (!allowPrivate) {
            for (InetAddress address : addresses) {
                if (internal(address)) {
                    throw new Refused.Invalid(
                            RefusalCode.WEBHOOK_PRIVATE,
                            "the webhook's host " + host + " is " + address.getHostAddress()
                                    + ", an address inside a network: this server sends webhooks only to public "
                                    + "addresses unless its admin allows others (morpion.webhooks.allow-private)",
                            url,
                            address.getHostAddress());
                }
            }
        }
        return new Destination(uri, addresses[0]);
    }

    private static URI parse(String url) {
        if (url == null || url.isBlank() || url.length() > MAX_LENGTH) {
            throw new Refused.Invalid(
                    RefusalCode.WEBHOOK_URL,
                    "url must be an http or https address of at most " + MAX_LENGTH + " characters",
                    String.valueOf(url).length() > 80 ? String.valueOf(url).substring(0, 80) + "…" : url);
        }
        URI uri;
        try {
            uri = new URI(url.strip());
        } catch (URISyntaxException e) {
            throw notAnAddress(url);
        }
        String scheme = uri.getScheme() == null ? "" : uri.getScheme().toLowerCase(Locale.ROOT);
        if (!(scheme.equals("http") || scheme.equals("https")) || uri.getHost() == null || uri.getUserInfo() != null) {
            throw notAnAddress(url);
        }
        return uri;
    }

    private static Refused notAnAddress(String url) {
        return new Refused.Invalid(
                RefusalCode.WEBHOOK_URL,
                "url must be an http or https address of at most " + MAX_LENGTH
                        + " characters with a host and no user name, not " + url,
                url);
    }

    /**
     * Whether the address is anything but a global unicast one: a network's own (loopback, private, link-local,
     * carrier-grade NAT, unique-local), multicast, broadcast, reserved, for documentation or for benchmarks. An IPv6
     * address that carries an IPv4 one (mapped, compatible, translated, NAT64, 6to4, Teredo) is judged by it: on an
     * IPv6-only network, 64:ff9b::a9fe:a9fe is the metadata service at 169.254.169.254.
     */
    static boolean internal(InetAddress a) {
        byte[] b = a.getAddress();
        return b.length == 4 ? internalV4(b, 0) : internalV6(b);
    }

    private static boolean internalV4(byte[] b, int at) {
        int first = b[at] & 0xff;
        int second = b[at + 1] & 0xff;
        int third = b[at + 2] & 0xff;
        return first == 0 // this network
                || first == 10
                || first == 127
                || first >= 224 // multicast, and 240/4 reserved with the broadcast address
                || (first == 100 && second >= 64 && second < 128) // carrier-grade NAT
                || (first == 169 && second == 254)
                || (first == 172 && second >= 16 && second < 32)
                || (first == 192 && second == 168)
                || (first == 192 && second == 0 && (third == 0 || third == 2)) // IETF protocols, documentation
                || (first == 192 && second == 88 && third == 99) // the old 6to4 relays
                || (first == 198 && (second == 18 || second == 19)) // benchmarks
                || (first == 198 && second == 51 && third == 100)
                || (first == 203 && second == 0 && third == 113);
    }

    private static boolean internalV6(byte[] b) {
        if (zeros(b, 0, 10) && ((b[10] & b[11] & 0xff) == 0xff || zeros(b, 10, 12))) {
            return internalV4(b, 12); // ::ffff:a.b.c.d mapped, ::a.b.c.d compatible (and :: and ::1 with them)
        }
        if (zeros(b, 0, 8) && (b[8] & b[9] & 0xff) == 0xff && zeros(b, 10, 12)) {
            return internalV4(b, 12); // ::ffff:0:a.b.c.d translated
        }
        if (b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b) {
            // 64:ff9b::/96 carries the address it reaches; 64:ff9b:1::/48 is a network's own translation
            return !zeros(b, 4, 12) || internalV4(b, 12);
        }
        if (b[0] == 0x20 && b[1] == 0x02) {
            return internalV4(b, 2); // 6to4
        }
        if (b[0] == 0x20 && b[1] == 0x01 && b[2] == 0 && b[3] == 0) {
            // Teredo: its server's address, and its client's with every bit flipped
            byte[] client = {(byte) ~b[12], (byte) ~b[13], (byte) ~b[14], (byte) ~b[15]};
            return internalV4(b, 4) || internalV4(client, 0);
        }
        boolean documentation = b[0] == 0x20 && b[1] == 0x01 && (b[2] & 0xff) == 0x0d && (b[3] & 0xff) == 0xb8;
        // global unicast is 2000::/3; everything else (unique-local, link-local, multicast, discard) is not
        return (b[0] & 0xe0) != 0x20 || documentation;
    }

    private static boolean zeros(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }
}
