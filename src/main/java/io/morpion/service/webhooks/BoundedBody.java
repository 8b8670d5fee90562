package io.morpion.service.webhooks;

import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;

/**
 * The first bytes of an answer's body, as text, and no more: once it has them (or at once when it wants none)
 * it cancels the rest, which closes the connection, so that a receiver that sends without end, or never ends,
 * costs a delivery nothing beyond its timeout.
 */
final class BoundedBody implements HttpResponse.BodySubscriber<String> {

    /** The most of a body read. */
    static final int MOST = 2048;

    private final int most;
    private final byte[] read;
    private int length;
    private final CompletableFuture<String> text = new CompletableFuture<>();
    private Flow.Subscription subscription;

    BoundedBody(int most) {
        this.most = most;
        this.read = new byte[most];
    }

    @Override
    public CompletionStage<String> getBody() {
        return text;
    }

    @Override
    public void onSubscribe(Flow.Subscription subscription) {
        this.subscription = subscription;
        if (most == 0) {
            enough();
        } else {
            subscription.request(1);
        }
    }

    @Override
    public void onNext(List<ByteBuffer> buffers) {
        for (ByteBuffer buffer : buffers) {
            int take = Math.min(buffer.remaining(), most - length);
            buffer.get(read, length, take);
            length += take;
        }
        if (length >= most) {
            enough();
        } else {
            subscription.request(1);
        }
    }

    private void enough() {
        subscription.cancel();
        onComplete();
    }

    @Override
    public void onError(Throwable failure) {
        // what was read still says why the receiver refused
        onComplete();
    }

    @Override
    public void onComplete() {
        text.complete(new String(read, 0, length, StandardCharsets.UTF_8));
    }
}
