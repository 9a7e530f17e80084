package org.tavolo.screens;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigDecimal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** One helper for every count's plural and for the Italian article before a number (docs/console.md#words). */
class CountsTest {

    @Test
    void oneTakesTheFormForOneAndEveryOtherCountTheFormForMany() {
        assertEquals("1 periodo", Counts.plural(1, "# periodo", "# periodi"));
        assertEquals("2 periodi", Counts.plural(2, "# periodo", "# periodi"));
        assertEquals("0 periodi", Counts.plural(0L, "# periodo", "# periodi"));
        assertEquals("La migliore", Counts.plural(1, "La migliore", "Le # migliori"));
        assertEquals("Le 3 migliori", Counts.plural(3, "La migliore", "Le # migliori"));
        assertEquals("1 punto", Counts.plural(BigDecimal.ONE, "# punto", "# punti"));
        assertEquals("1,5 punti", Counts.plural("1,5", "# punto", "# punti"));
        assertEquals("1 punto", Counts.plural("1", "# punto", "# punti"));
    }

    @ParameterizedTest
    @CsvSource({
        "5,dei,dei 5",
        "11,dei,degli 11",
        "8,dei,degli 8",
        "80,dei,degli 80",
        "800,ai,agli 800",
        "18,dei,dei 18",
        "1000,dei,dei 1000",
        "8000,i,gli 8000",
        "11000,dei,degli 11000",
        "5°,il,il 5°",
        "8°,il,l'8°",
        "1°,il,il 1°",
        "11°,al,all'11°",
        "3°,al,al 3°",
        "2,del,del 2",
        "1,del,dell'1"
    })
    void theArticleBeforeANumberIsTheOneItsNameTakesReadAloud(String number, String article, String written) {
        assertEquals(written, Counts.after(number, article));
    }

    @Test
    void aNumberTakesTheSameArticleWhateverItsType() {
        assertEquals("degli 11", Counts.after(11, "dei"));
        assertEquals("dei 12", Counts.after(12L, "dei"));
    }
}
