package io.morpion.service.webhooks;

import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * Where a webhook may point: an http or https address of a host that resolves, and, unless the admin
 * allows it, to none of the addresses inside a network (loopback, private, link-local, carrier-grade
 * NAT, unique-local, multicast, unspecified). The check runs when the webhook is set and again before
 * each delivery, since a name can be pointed elsewhere later.
 */
public final class WebhookAddresses {

    static final int MAX_LENGTH = 2048;

    private WebhookAddresses() {}

    /** The address, checked; refused in the caller's terms when it may not be used. */
    public static URI check(String url, boolean allowPrivate) {
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
        return uri;
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

    static boolean internal(InetAddress a) {
        if (a.isLoopbackAddress()
                || a.isSiteLocalAddress()
                || a.isLinkLocalAddress()
                || a.isAnyLocalAddress()
                || a.isMulticastAddress()) {
            return true;
        }
        byte[] b = a.getAddress();
        if (a instanceof Inet6Address) {
            // fc00::/7, the unique-local addresses; and an IPv4 address mapped into IPv6 is judged as itself
            return (b[0] & 0xfe) == 0xfc || mappedInternal(b);
        }
        int first = b[0] & 0xff;
        int second = b[1] & 0xff;
        // 0.0.0.0/8 ("this network") and 100.64.0.0/10 (carrier-grade NAT)
        return first == 0 || (first == 100 && second >= 64 && second < 128);
    }

    private static boolean mappedInternal(byte[] b) {
        for (int i = 0; i < 10; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        if ((b[10] & 0xff) != 0xff || (b[11] & 0xff) != 0xff) {
            return false;
        }
        try {
            return internal(InetAddress.getByAddress(new byte[] {b[12], b[13], b[14], b[15]}));
        } catch (UnknownHostException e) {
            return true;
        }
    }
}
