package org.tavolo.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A real SMTP server, run as a process of its own: GreenMail's standalone jar (copied to {@code target/smtp-server}
 * by the build), listening on {@link SmtpPort#port()} where the test profile sends the service's mail, with every
 * address accepted. What it received is read back through its own HTTP interface. Start it in a test class's
 * {@code @BeforeAll}, close it in {@code @AfterAll}.
 */
public final class SmtpServer implements AutoCloseable {

    private static final Path JAR = Path.of("target/smtp-server/greenmail-standalone.jar");
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    /** A message as the server received it: its subject and its whole text (headers and body, as sent). */
    public record Received(String subject, String mime) {

        /** The whole message with quoted-printable undone (soft line breaks joined, {@code =C3=A8} read as UTF-8). */
        public String text() {
            String joined = mime.replace("=\r\n", "").replace("=\n", "");
            java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
            for (int i = 0; i < joined.length(); i++) {
                char c = joined.charAt(i);
                if (c == '=' && i + 2 < joined.length() && isHex(joined.charAt(i + 1)) && isHex(joined.charAt(i + 2))) {
                    bytes.write(Integer.parseInt(joined.substring(i + 1, i + 3), 16));
                    i += 2;
                } else {
                    bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
                }
            }
            return bytes.toString(StandardCharsets.UTF_8);
        }

        private static boolean isHex(char c) {
            return Character.digit(c, 16) >= 0;
        }
    }

    private final Process process;
    private final int apiPort;

    private SmtpServer(Process process, int apiPort) {
        this.process = process;
        this.apiPort = apiPort;
    }

    /** Starts the server on the mailer's port and waits until it answers. */
    public static SmtpServer start() {
        if (!Files.isRegularFile(JAR)) {
            throw new IllegalStateException(JAR + " is missing: the build's process-test-resources phase copies it");
        }
        int apiPort = SmtpPort.free();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        try {
            Process process = new ProcessBuilder(
                            java,
                            "-Xmx64m",
                            "-XX:TieredStopAtLevel=1",
                            "-Dgreenmail.smtp.hostname=127.0.0.1",
                            "-Dgreenmail.smtp.port=" + SmtpPort.port(),
                            "-Dgreenmail.api.hostname=127.0.0.1",
                            "-Dgreenmail.api.port=" + apiPort,
                            "-Dgreenmail.auth.disabled",
                            "-jar",
                            JAR.toString())
                    .redirectErrorStream(true)
                    .redirectOutput(Path.of("target/smtp-server/server.log").toFile())
                    .start();
            SmtpServer server = new SmtpServer(process, apiPort);
            Waiting.until("the SMTP server answers", Duration.ofSeconds(60), server::ready);
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException("the SMTP server could not be started", e);
        }
    }

    private boolean ready() {
        if (!process.isAlive()) {
            throw new IllegalStateException("the SMTP server stopped: see target/smtp-server/server.log");
        }
        try {
            return get("/api/service/readiness").statusCode() == 200;
        } catch (IOException e) {
            return false;
        }
    }

    /** What the server holds for {@code address}, oldest first (none when nothing came). */
    public List<Received> inbox(String address) {
        try {
            HttpResponse<String> answer =
                    get("/api/user/" + URLEncoder.encode(address, StandardCharsets.UTF_8) + "/messages/INBOX/");
            List<Received> received = new ArrayList<>();
            if (answer.statusCode() != 200) {
                return received;
            }
            for (JsonNode m : JSON.readTree(answer.body())) {
                received.add(new Received(
                        m.path("subject").asText(), m.path("mimeMessage").asText()));
            }
            return received;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private HttpResponse<String> get(String path) throws IOException {
        try {
            return HTTP.send(
                    HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + apiPort + path))
                            .timeout(Duration.ofSeconds(5))
                            .build(),
                    HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            process.waitFor();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
