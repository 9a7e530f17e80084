package org.tavolo.simulator;

/**
 * One kind of entry a night can make (docs/testing.md#the-night-simulator). A fresh instance serves one step:
 * {@link #applicable} says whether the model allows it now, {@link #perform} chooses what to send with the step's
 * own randomness ({@link Doors#random()}) and sends it through one of the service's doors, {@link #expect} checks the
 * answers against the model and then moves the model on. The night checks its invariants after every step.
 */
interface Step {

    /** Whether the night, as the model has it, allows this step now (never a request). */
    boolean applicable(Model model);

    /** Chooses what to send and sends it, keeping the answers for {@link #expect}. */
    void perform(Doors doors, Model model);

    /** Asserts that the answers are what the model predicts, then moves the model on. */
    void expect(Model model);

    /**
     * Whether the service must refuse this step: the night then compares the data before and after it
     * ({@link Doors#fingerprint()}), which must be equal.
     */
    default boolean refused() {
        return false;
    }

    /** What the step did, for the list of steps a failure prints. */
    String said();
}
