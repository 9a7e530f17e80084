package org.tavolo.bench.evaluation;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.tavolo.poker.cards.Deck;
import org.tavolo.poker.evaluation.FlushRule;
import org.tavolo.poker.evaluation.fast.HandKey;
import org.tavolo.poker.evaluation.fast.InternationalEvaluator;
import org.tavolo.poker.evaluation.fast.ItalianEvaluator;
import org.tavolo.poker.evaluation.fast.OmahaEvaluator;

/**
 * Hands per second of the table evaluator, single thread (one operation = one hand). Random deals are
 * drawn once per fork from fixed seeds, so every run evaluates the same hands. Run with
 * {@code ./mvnw -Pbench verify -Djmh.args="HandEvaluatorBenchmark -prof gc"}; see docs/performance.md.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(
        value = 1,
        jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 3)
public class HandEvaluatorBenchmark {

    static final int ALL_SEVEN_CARD_HANDS = 133_784_560;
    static final int RANDOM_HANDS = 10_000_000;

    /** Ten million random seven-card hands (seed 20261122), seven card indices each. */
    @State(Scope.Benchmark)
    public static class SevenCardDeals {
        byte[] cards;

        @Setup
        public void deal() {
            cards = HandEvaluatorBenchmark.deal(52, 0, 7, RANDOM_HANDS, 20261122L);
        }
    }

    /** Ten million random Omaha deals (seed 4), four hole cards then five board cards each. */
    @State(Scope.Benchmark)
    public static class OmahaDeals {
        int[] cards;

        @Setup
        public void deal() {
            byte[] dealt = HandEvaluatorBenchmark.deal(52, 0, 9, RANDOM_HANDS, 4L);
            cards = new int[dealt.length];
            for (int i = 0; i < dealt.length; i++) {
                cards[i] = dealt[i];
            }
        }
    }

    /** Ten million random five-card hands of the 32-card Italian deck (seed 32), default rules. */
    @State(Scope.Benchmark)
    public static class ItalianDeals {
        byte[] cards;
        ItalianEvaluator evaluator;

        @Setup
        public void deal() {
            cards = HandEvaluatorBenchmark.deal(32, Deck.ITALIAN_32.lowest().ordinal() * 4, 5, RANDOM_HANDS, 32L);
            evaluator = ItalianEvaluator.of(Deck.ITALIAN_32, FlushRule.SUIT_FIRST);
        }
    }

    /** All 133,784,560 seven-card hands, one card added per loop level. */
    @Benchmark
    @OperationsPerInvocation(ALL_SEVEN_CARD_HANDS)
    public long enumerateAllSevenCardHands() {
        long sum = 0;
        for (int a = 0; a < 52; a++) {
            long ka = HandKey.EMPTY + HandKey.key(a);
            long ma = HandKey.mask(a);
            for (int b = a + 1; b < 52; b++) {
                long kb = ka + HandKey.key(b);
                long mb = ma | HandKey.mask(b);
                for (int c = b + 1; c < 52; c++) {
                    long kc = kb + HandKey.key(c);
                    long mc = mb | HandKey.mask(c);
                    for (int d = c + 1; d < 52; d++) {
                        long kd = kc + HandKey.key(d);
                        long md = mc | HandKey.mask(d);
                        for (int e = d + 1; e < 52; e++) {
                            long ke = kd + HandKey.key(e);
                            long me = md | HandKey.mask(e);
                            for (int f = e + 1; f < 52; f++) {
                                long kf = ke + HandKey.key(f);
                                long mf = me | HandKey.mask(f);
                                for (int g = f + 1; g < 52; g++) {
                                    sum += InternationalEvaluator.strength(kf + HandKey.key(g), mf | HandKey.mask(g));
                                }
                            }
                        }
                    }
                }
            }
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(RANDOM_HANDS)
    public long randomSevenCardHands(SevenCardDeals deals) {
        byte[] c = deals.cards;
        long sum = 0;
        for (int i = 0; i < c.length; i += 7) {
            sum += InternationalEvaluator.strength(c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4], c[i + 5], c[i + 6]);
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(RANDOM_HANDS)
    public long randomOmahaHands(OmahaDeals deals) {
        int[] c = deals.cards;
        long sum = 0;
        for (int i = 0; i < c.length; i += 9) {
            sum += OmahaEvaluator.strength(c, i, c, i + 4);
        }
        return sum;
    }

    @Benchmark
    @OperationsPerInvocation(RANDOM_HANDS)
    public long randomItalianFiveCardHands(ItalianDeals deals) {
        byte[] c = deals.cards;
        ItalianEvaluator evaluator = deals.evaluator;
        long sum = 0;
        for (int i = 0; i < c.length; i += 5) {
            sum += evaluator.strength(c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4]);
        }
        return sum;
    }

    /** {@code hands} deals of {@code size} distinct cards from the deck of {@code deckSize} cards starting at card index {@code first}. */
    static byte[] deal(int deckSize, int first, int size, int hands, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        byte[] deck = new byte[deckSize];
        for (int i = 0; i < deckSize; i++) {
            deck[i] = (byte) (first + i);
        }
        byte[] dealt = new byte[hands * size];
        for (int h = 0; h < hands; h++) {
            for (int k = 0; k < size; k++) {
                int pick = k + random.nextInt(deckSize - k);
                byte card = deck[pick];
                deck[pick] = deck[k];
                deck[k] = card;
                dealt[h * size + k] = card;
            }
        }
        return dealt;
    }
}
