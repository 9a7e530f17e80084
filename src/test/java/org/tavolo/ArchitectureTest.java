package org.tavolo;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.tavolo.testing.ImportedClasses;

/**
 * The package rules of docs/architecture.md, checked on the compiled classes: the poker core is
 * plain Java, and features point one way, never in a circle.
 */
class ArchitectureTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = ImportedClasses.main();
    }

    /** The house style: no framework, persistence, JSON or I/O types, and no service feature, in the core. */
    static final ArchRule POKER_CORE_IS_PLAIN_JAVA = noClasses()
            .that()
            .resideInAPackage("org.tavolo.poker..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "jakarta..",
                    "javax..",
                    "io.quarkus..",
                    "io.smallrye..",
                    "io.vertx..",
                    "com.fasterxml..",
                    "org.hibernate..",
                    "org.eclipse.microprofile..",
                    "org.jboss..",
                    "java.sql..",
                    "java.net..",
                    "java.nio.file..")
            .orShould()
            .dependOnClassesThat()
            .resideOutsideOfPackages("org.tavolo.poker..", "java..")
            .as("the poker core (org.tavolo.poker) is plain Java: no framework, persistence, JSON or I/O imports");

    /** The house style: features point one way (docs/architecture.md, "Which feature may use which"). */
    static final ArchRule FEATURES_FORM_NO_CYCLE = slices().matching("org.tavolo.(*)..")
            .should()
            .beFreeOfCycles()
            .as("no cycle between the feature packages org.tavolo.*");

    /**
     * No import circle between the files of the director's desk: a class (with its nested ones) that uses another is
     * never used by it, however long the way round, so each can be read, and changed, without the others. (Between
     * every file of the house this is not yet so: a feature's service and its helpers still call each other.)
     */
    static final ArchRule DESK_FILES_FORM_NO_CYCLE = slices().assignedFrom(new SliceAssignment() {
                @Override
                public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
                    return javaClass.getPackageName().equals("org.tavolo.screens.desk")
                            ? SliceIdentifier.of(javaClass.getName().replaceFirst("\\$.*", ""))
                            : SliceIdentifier.ignore();
                }

                @Override
                public String getDescription() {
                    return "the files of org.tavolo.screens.desk";
                }
            })
            .should()
            .beFreeOfCycles()
            .as("no import circle between the files of screens.desk");

    /** The leaf features point to no other feature. */
    static final ArchRule AUDIT_IS_A_LEAF = noClasses()
            .that()
            .resideInAPackage("org.tavolo.audit..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.tavolo.tournament..",
                    "org.tavolo.player..",
                    "org.tavolo.entry..",
                    "org.tavolo.clock..",
                    "org.tavolo.table..",
                    "org.tavolo.ledger..",
                    "org.tavolo.count..",
                    "org.tavolo.hand..",
                    "org.tavolo.penalty..",
                    "org.tavolo.result..",
                    "org.tavolo.standing..",
                    "org.tavolo.calculator..",
                    "org.tavolo.screens.room..")
            .as("audit is a leaf: it points to no other feature");

    /**
     * The chip ledger lies under every entry that changes a table's chips: it asks what only they know through the
     * interfaces it declares (docs/architecture.md, "Which feature may use which").
     */
    static final ArchRule LEDGER_USES_NO_ENTRY = noClasses()
            .that()
            .resideInAPackage("org.tavolo.ledger..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.tavolo.hand..",
                    "org.tavolo.count..",
                    "org.tavolo.penalty..",
                    "org.tavolo.result..",
                    "org.tavolo.standing..",
                    "org.tavolo.championship..",
                    "org.tavolo.security..",
                    "org.tavolo.live..")
            .as("the ledger uses none of the entries above it: hands, chip counts, penalties, results");

    /** A chip count is written on the ledger alone: hands read counts, never the other way. */
    static final ArchRule COUNTS_USE_ONLY_THE_LEDGER = noClasses()
            .that()
            .resideInAPackage("org.tavolo.count..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("org.tavolo.hand..", "org.tavolo.penalty..", "org.tavolo.result..")
            .as("chip counts use the ledger, not hands, penalties or results");

    /** Hands know nothing of penalties: a penalty uses the hand's carried pot, not the reverse. */
    static final ArchRule HANDS_USE_NO_PENALTY = noClasses()
            .that()
            .resideInAPackage("org.tavolo.hand..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("org.tavolo.penalty..", "org.tavolo.result..")
            .as("hands use neither penalties nor results");

    /** A hand's jobs by sub-package point one way: the hand as stored lowest, corrections, rulings and reads on top. */
    static final ArchRule HAND_JOBS_FORM_NO_CYCLE = slices().assignedFrom(new SliceAssignment() {
                @Override
                public SliceIdentifier getIdentifierOf(JavaClass c) {
                    String p = c.getPackageName();
                    return p.equals("org.tavolo.hand") || p.startsWith("org.tavolo.hand.")
                            ? SliceIdentifier.of(p)
                            : SliceIdentifier.ignore();
                }

                @Override
                public String getDescription() {
                    return "the packages of org.tavolo.hand";
                }
            })
            .should()
            .beFreeOfCycles()
            .as("no cycle between org.tavolo.hand and its sub-packages");

    /** The stored hand is the bottom of the hand's jobs: it knows none of them. */
    static final ArchRule STORED_HAND_USES_NO_JOB = noClasses()
            .that()
            .resideInAPackage("org.tavolo.hand.stored..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage(
                    "org.tavolo.hand",
                    "org.tavolo.hand.italian..",
                    "org.tavolo.hand.voids..",
                    "org.tavolo.hand.correction..",
                    "org.tavolo.hand.ruling..",
                    "org.tavolo.hand.read..")
            .as("the hand as stored (hand.stored) uses none of the jobs done on it");

    /** Entering a hand needs neither its corrections, nor rulings, nor the pages' reads. */
    static final ArchRule ENTERING_A_HAND_USES_NO_LATER_JOB = noClasses()
            .that()
            .resideInAnyPackage("org.tavolo.hand", "org.tavolo.hand.italian..", "org.tavolo.hand.voids..")
            .should()
            .dependOnClassesThat()
            .resideInAnyPackage("org.tavolo.hand.correction..", "org.tavolo.hand.ruling..", "org.tavolo.hand.read..")
            .as("entering, previewing and voiding a hand use no correction, ruling or page read");

    /** What pages read of a table's hands is for the pages: no feature reads it. */
    static final ArchRule HAND_READS_ONLY_FOR_PAGES = noClasses()
            .that()
            .resideOutsideOfPackages("org.tavolo.hand.read..", "org.tavolo.screens..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("org.tavolo.hand.read..")
            .as("hand.read is used only by the pages (org.tavolo.screens)");

    /** The Italian closes and the results' corrections know nothing of Chinese poker, which records through them. */
    static final ArchRule RESULTS_KNOW_NO_CHINESE_POKER = noClasses()
            .that()
            .resideOutsideOfPackages("org.tavolo.result.chinese..", "org.tavolo.screens..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("org.tavolo.result.chinese..")
            .as("result.chinese is used by no feature (hands, the package result itself), only by the pages");

    /** The calculators are thin HTTP adapters over the core: no stored feature uses them, they use none. */
    static final ArchRule CALCULATOR_IS_AN_ADAPTER = noClasses()
            .that()
            .resideOutsideOfPackage("org.tavolo.calculator..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("org.tavolo.calculator..")
            .as("no feature uses the calculator's HTTP records");

    /** The wings of the pages point one way too. */
    static final ArchRule SCREEN_WINGS_FORM_NO_CYCLE = slices().matching("org.tavolo.screens.(*)..")
            .should()
            .beFreeOfCycles()
            .as("no cycle between the page packages org.tavolo.screens.*");

    /**
     * The page wings share only what sits at the root of the wing ({@code screens.Language}, the words and the clock
     * every wing shows alike): no wing reads another (docs/architecture.md, "Which feature may use which").
     */
    static final ArchRule PAGE_WINGS_SHARE_ONLY_THE_ROOT = slices().matching("org.tavolo.screens.(*)..")
            .should()
            .notDependOnEachOther()
            .as(
                    "no page wing (account, console, desk, room) uses another: what two show alike sits in org.tavolo.screens");

    /** Only pages live in the wing, and no feature points into it. */
    static final ArchRule NO_FEATURE_USES_A_PAGE = noClasses()
            .that()
            .resideOutsideOfPackage("org.tavolo.screens..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("org.tavolo.screens..")
            .as("no feature uses a page: org.tavolo.screens is the outermost wing");

    /** docs/architecture.md, "Pages": a page asks feature services for view records. */
    static final ArchRule SCREENS_NEITHER_SETTLE_NOR_STORE = noClasses()
            .that()
            .resideInAPackage("org.tavolo.screens..")
            .should()
            .dependOnClassesThat()
            .resideInAPackage("org.tavolo.poker..")
            .orShould()
            .dependOnClassesThat()
            .areAnnotatedWith("jakarta.persistence.Entity")
            .as(
                    "pages (org.tavolo.screens) use neither the poker core nor entities: they call feature services for view records");

    @Test
    void pagesUseNeitherThePokerCoreNorEntities() {
        SCREENS_NEITHER_SETTLE_NOR_STORE.check(classes);
    }

    @Test
    void pageWingsFormNoCycle() {
        SCREEN_WINGS_FORM_NO_CYCLE.check(classes);
    }

    @Test
    void pageWingsShareOnlyTheRootOfTheWing() {
        PAGE_WINGS_SHARE_ONLY_THE_ROOT.check(classes);
    }

    @Test
    void noFeatureUsesAPage() {
        NO_FEATURE_USES_A_PAGE.check(classes);
    }

    @Test
    void pokerCoreIsPlainJava() {
        POKER_CORE_IS_PLAIN_JAVA.check(classes);
    }

    @Test
    void featurePackagesFormNoCycle() {
        FEATURES_FORM_NO_CYCLE.check(classes);
    }

    @Test
    void deskFilesFormNoCycle() {
        DESK_FILES_FORM_NO_CYCLE.check(classes);
    }

    @Test
    void auditIsALeaf() {
        AUDIT_IS_A_LEAF.check(classes);
    }

    @Test
    void theLedgerUsesNoEntryAboveIt() {
        LEDGER_USES_NO_ENTRY.check(classes);
    }

    @Test
    void chipCountsUseOnlyTheLedger() {
        COUNTS_USE_ONLY_THE_LEDGER.check(classes);
    }

    @Test
    void handsUseNoPenalty() {
        HANDS_USE_NO_PENALTY.check(classes);
    }

    @Test
    void noFeatureUsesTheCalculatorsHttpRecords() {
        CALCULATOR_IS_AN_ADAPTER.check(classes);
    }

    @Test
    void handJobsFormNoCycle() {
        HAND_JOBS_FORM_NO_CYCLE.check(classes);
    }

    @Test
    void theStoredHandUsesNoJob() {
        STORED_HAND_USES_NO_JOB.check(classes);
    }

    @Test
    void enteringAHandUsesNoLaterJob() {
        ENTERING_A_HAND_USES_NO_LATER_JOB.check(classes);
    }

    @Test
    void handReadsAreOnlyForPages() {
        HAND_READS_ONLY_FOR_PAGES.check(classes);
    }

    @Test
    void resultsKnowNoChinesePoker() {
        RESULTS_KNOW_NO_CHINESE_POKER.check(classes);
    }
}
