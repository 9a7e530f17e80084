package org.tavolo.screens;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The register keeps no gender, so no Italian sentence about a person may need one (docs/console.md#words): «Lia
 * Conti esce dal torneo», «Nuovo posto», «Fuori alla partita 1», «Iscrizione di Lia Conti», never «sarà eliminato»,
 * «Sei stato spostato», «Eliminato nella partita 1», «Lia Conti iscritto». Things keep their gender («la mano è stata
 * registrata»): only the participles said of a person are looked for.
 */
class ItalianWordsNeedNoGenderTest {

    private static final List<String> BUNDLES = List.of("msg", "console", "dir", "form", "champ", "acct");

    private static final String PERSON = "(?:eliminat|spostat|qualificat|iscritt)[oa]";
    private static final Pattern GENDERED = Pattern.compile(
            "\\{name\\} (?:è |sarà |resta )?" + PERSON + "|\\b(?:[Ss]ei|[Ss]arai|[Ss]arà) (?:già )?(?:stat[oa] )?"
                    + PERSON + "|\\b[Ss]ei stat[oa]\\b|^(?:[Gg]ià )?" + PERSON + "\\b|^Eliminat[oa]\\b");

    @Test
    void noItalianSentenceAboutAPersonNeedsTheirGender() throws IOException {
        List<String> found = new ArrayList<>();
        for (String bundle : BUNDLES) {
            Properties words = new Properties();
            try (InputStream in = getClass().getResourceAsStream("/messages/" + bundle + "_it.properties")) {
                words.load(new InputStreamReader(in, StandardCharsets.UTF_8));
            }
            words.forEach((key, value) -> {
                if (GENDERED.matcher(value.toString()).find()) {
                    found.add(bundle + ":" + key + "=" + value);
                }
            });
        }
        assertTrue(found.isEmpty(), "sentences that need a gender:\n" + String.join("\n", found));
    }
}
