package io.morpion.bench;

import java.io.IOException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** The benchmark clients' one way to the service: a request with the bench's token, refused on any error status. */
final class BenchHttp {

    private static final HttpClient HTTP = HttpClient.newHttpClient();

    private BenchHttp() {}

    static String send(HttpRequest.Builder request, String token) throws IOException, InterruptedException {
        HttpResponse<String> response = HTTP.send(
                request.header("Authorization", "Bearer " + token).build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 300) {
            throw new IOException("the server answered " + response.statusCode() + ": " + response.body());
        }
        return response.body();
    }
}
