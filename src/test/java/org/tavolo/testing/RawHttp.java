package org.tavolo.testing;

import io.restassured.RestAssured;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.tavolo.security.TestOrganizer;

/**
 * HTTP/1.1 written by hand on a socket, for what a client library refuses to send: a malformed
 * header, a body cut short, a chunk never finished. Reads the answer until the server closes the
 * connection or {@code patience} runs out.
 */
public final class RawHttp {

    private RawHttp() {}

    /** An answer as read from the socket; status 0 when none came in time. */
    public record Answer(int status, Map<String, String> headers, String body) {

        public String header(String name) {
            return headers.get(name.toLowerCase(Locale.ROOT));
        }

        public boolean isProblem() {
            String type = header("Content-Type");
            return type != null && type.startsWith("application/problem+json") && body.contains("\"/problems/");
        }

        @Override
        public String toString() {
            return status + " " + headers + " " + (body.length() > 300 ? body.substring(0, 300) + "…" : body);
        }
    }

    /** The Basic credentials of the test organizer, as a header line. */
    public static String organizer() {
        String pair = TestOrganizer.USERNAME + ":" + TestOrganizer.PASSWORD;
        return "Authorization: Basic " + Base64.getEncoder().encodeToString(pair.getBytes(StandardCharsets.UTF_8))
                + "\r\n";
    }

    /** Sends the head (request line and header lines, each ending in CRLF) and the bytes of the body as given. */
    public static Answer send(String head, byte[] body, int patienceMillis) throws IOException {
        try (Socket socket = new Socket("localhost", RestAssured.port)) {
            socket.setSoTimeout(patienceMillis);
            OutputStream out = socket.getOutputStream();
            out.write((head + "\r\n").getBytes(StandardCharsets.ISO_8859_1));
            out.write(body);
            out.flush();
            return read(socket.getInputStream());
        }
    }

    private static Answer read(InputStream in) throws IOException {
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            for (int n; (n = in.read(buffer)) >= 0; ) {
                all.write(buffer, 0, n);
                if (complete(all.toString(StandardCharsets.UTF_8))) {
                    break;
                }
            }
        } catch (SocketTimeoutException | java.net.SocketException e) {
            // what came is what there is
        }
        return parse(all.toString(StandardCharsets.UTF_8));
    }

    /** Whether a whole answer with a Content-Length has come. */
    private static boolean complete(String text) {
        int end = text.indexOf("\r\n\r\n");
        if (end < 0) {
            return false;
        }
        Answer head = parse(text);
        String length = head.header("Content-Length");
        return length != null && text.length() - end - 4 >= Integer.parseInt(length.strip());
    }

    private static Answer parse(String text) {
        int end = text.indexOf("\r\n\r\n");
        if (!text.startsWith("HTTP/") || end < 0) {
            return new Answer(0, Map.of(), text);
        }
        String[] lines = text.substring(0, end).split("\r\n");
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            if (colon > 0) {
                headers.put(
                        lines[i].substring(0, colon).strip().toLowerCase(Locale.ROOT),
                        lines[i].substring(colon + 1).strip());
            }
        }
        return new Answer(Integer.parseInt(lines[0].split(" ")[1]), headers, text.substring(end + 4));
    }
}
