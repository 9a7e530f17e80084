package org.tavolo.common.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.math.BigDecimal;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The one reader of numbers typed into a form (docs/console.md#numbers). */
class TypedNumberTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "20000",
                "20.000",
                "20 000",
                "20\u00a0000",
                "20\u202f000",
                "20\u2009000",
                "20,000",
                "20'000",
                " 20.000 "
            })
    void thousandsAreGroupedAsTheClubWritesThem(String typed) {
        assertEquals(20_000L, TypedNumber.whole(typed));
    }

    @ParameterizedTest
    @CsvSource({"1.000.000,1000000", "1 000 000,1000000", "0,0", "7,7", "-100,-100", "−100,-100", "- 1.000,-1000"})
    void wholeNumbersOfAnySizeAndSign(String typed, long expected) {
        assertEquals(expected, TypedNumber.whole(typed));
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                " ",
                "un'ora",
                "1.5",
                "1,5",
                "2.00",
                "20.0000",
                "20.000 000",
                "20..000",
                ".000",
                "20.",
                "1e3",
                "0x10",
                "+-1",
                "12345678901234567890",
                "١٢٣",
                "20 000,5"
            })
    void aSlipIsRefusedNeverReadAsAnotherNumber(String typed) {
        assertNull(TypedNumber.whole(typed), typed);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = ';',
            value = {
                "4,5;4.5",
                "4.5;4.5",
                "10;10",
                "1.500;1500",
                "1.000,5;1000.5",
                "1 000,25;1000.25",
                "0,1;0.1",
                "-2,5;-2.5"
            })
    void decimalsTakeTheItalianCommaAndTheEnglishPoint(String typed, String expected) {
        assertEquals(new BigDecimal(expected), TypedNumber.decimal(typed));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "quattro", "4,5,5", "4.5.5", "1.00,5", ",5", "5,"})
    void aDecimalThatIsNoneIsRefused(String typed) {
        assertNull(TypedNumber.decimal(typed), typed);
    }
}
