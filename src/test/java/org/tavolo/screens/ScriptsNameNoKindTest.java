package org.tavolo.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.tavolo.live.LiveEventName;
import org.tavolo.penalty.PenaltyTo;

/**
 * The page scripts read what a kind does from the page ({@code data-} attributes rendered from the constants), so that
 * the enums stay the one list: no script names a kind of penalty or a live event.
 */
class ScriptsNameNoKindTest {

    private static final Path SCRIPTS = Path.of("src/main/resources/META-INF/resources/js");

    @Test
    void noScriptNamesAKindOfPenaltyOrALiveEvent() throws IOException {
        List<String> names = new ArrayList<>();
        for (PenaltyTo kind : PenaltyTo.values()) {
            names.add(kind.name());
        }
        for (LiveEventName event : LiveEventName.values()) {
            names.add(event.wireName());
        }
        List<String> named = new ArrayList<>();
        try (Stream<Path> files = Files.list(SCRIPTS)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".js")).toList()) {
                String script = Files.readString(file);
                for (String name : names) {
                    if (script.contains("'" + name + "'") || script.contains("\"" + name + "\"")) {
                        named.add(file.getFileName() + " names '" + name + "'");
                    }
                }
            }
        }
        assertEquals(List.of(), named, "read the kind from the page's data- attributes");
    }
}
