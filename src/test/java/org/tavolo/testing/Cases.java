package org.tavolo.testing;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * Seeded, reproducible generated cases for properties written as {@code @ParameterizedTest} with a
 * {@code @MethodSource} that calls {@link #of}.
 *
 * <p>A test run has one seed: a fresh one, or the one given with {@code -Dtavolo.seed=...}. Each property draws its
 * cases from its own {@link Random}, seeded from the run's seed and the property's name, so the same seed gives a
 * property the same cases whether it runs alone ({@code -Dtest=Class#property}) or in the whole build.
 * {@code -Dtavolo.cases=N} runs N cases for every property instead of its own count.
 *
 * <p>Registered on the test class with {@code @ExtendWith(Cases.class)}: on success it prints one line per class,
 * the number of cases and the seed; when a case fails, the failure names the case and the seed that repeats it, and
 * the remaining cases of that property are skipped.
 */
public final class Cases implements BeforeAllCallback, AfterAllCallback, ExecutionCondition, InvocationInterceptor {

    /** The seed of this test run. */
    public static final long SEED =
            Long.getLong("tavolo.seed", ThreadLocalRandom.current().nextLong());

    private static final Integer CASES = Integer.getInteger("tavolo.cases");
    private static final int MAX_REJECTED_PER_CASE = 20;
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(Cases.class);
    private static final String RUN = "run";
    private static final String FAILED = "failed";

    /** {@code count} cases (or {@code -Dtavolo.cases}) for the property, each made by {@code generator}. */
    public static <T> Stream<T> of(TestInfo property, int count, Function<Random, T> generator) {
        return of(property, count, generator, any -> true);
    }

    /**
     * {@code count} cases that satisfy {@code accepted}: the property is about those cases only. Fails when the
     * generator makes too few of them.
     */
    public static <T> Stream<T> of(
            TestInfo property, int count, Function<Random, T> generator, Predicate<? super T> accepted) {
        int wanted = CASES != null ? CASES : count;
        if (wanted < 1) {
            throw new IllegalArgumentException("tavolo.cases must be at least 1, was " + wanted);
        }
        Random random = new Random(SEED ^ (long) nameOf(property).hashCode() * 0x9E3779B97F4A7C15L);
        AtomicLong tried = new AtomicLong();
        return Stream.generate(() -> {
                    if (tried.incrementAndGet() > (long) wanted * MAX_REJECTED_PER_CASE) {
                        throw new IllegalStateException("the generator of " + nameOf(property)
                                + " makes too few acceptable cases (seed " + SEED + ")");
                    }
                    return generator.apply(random);
                })
                .filter(accepted)
                .limit(wanted);
    }

    /** A whole number from {@code min} to {@code max}, both included. */
    public static int between(Random random, int min, int max) {
        return min + random.nextInt(max - min + 1);
    }

    /** A list of {@code minSize} to {@code maxSize} elements, each made by {@code element}. */
    public static <T> List<T> listOf(Random random, int minSize, int maxSize, Function<Random, T> element) {
        int size = between(random, minSize, maxSize);
        List<T> list = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            list.add(element.apply(random));
        }
        return list;
    }

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getStore(NAMESPACE).put(RUN, new AtomicLong());
    }

    @Override
    public void afterAll(ExtensionContext context) {
        long run = context.getStore(NAMESPACE).get(RUN, AtomicLong.class).get();
        System.out.printf(
                "%s: %d generated cases run, seed %d (-Dtavolo.seed=%d repeats them)%n",
                context.getRequiredTestClass().getSimpleName(), run, SEED, SEED);
    }

    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
        String failed = context.getStore(NAMESPACE).get(FAILED, String.class);
        return failed == null
                ? ConditionEvaluationResult.enabled("no case of this property has failed")
                : ConditionEvaluationResult.disabled("skipped after the failure of case " + failed);
    }

    @Override
    public void interceptTestTemplateMethod(
            Invocation<Void> invocation, ReflectiveInvocationContext<Method> call, ExtensionContext context)
            throws Throwable {
        try {
            invocation.proceed();
        } catch (TestAbortedException aborted) {
            throw aborted;
        } catch (Throwable failure) {
            String property = context.getRequiredTestClass().getSimpleName() + "#"
                    + context.getRequiredTestMethod().getName();
            String at = context.getDisplayName().replaceFirst(" .*", "");
            context.getParent().orElseThrow().getStore(NAMESPACE).put(FAILED, at);
            String message = String.format(
                    "%s failed at case %s %s with seed %d (-Dtavolo.seed=%d -Dtest='%s' repeats it): %s",
                    property,
                    at,
                    call.getArguments().stream().map(String::valueOf).collect(Collectors.joining(", ", "(", ")")),
                    SEED,
                    SEED,
                    property,
                    failure.getMessage());
            System.out.println(message);
            throw new AssertionFailedError(message, failure);
        } finally {
            context.getStore(NAMESPACE).get(RUN, AtomicLong.class).incrementAndGet();
        }
    }

    private static String nameOf(TestInfo property) {
        return property.getTestClass().map(Class::getName).orElse("") + "#"
                + property.getTestMethod().map(Method::getName).orElse(property.getDisplayName());
    }
}
