package org.tavolo.testing;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;

/**
 * The project's classes as ArchUnit reads them, imported once for every architecture test of the
 * run: reading the class files is most of such a test's time.
 */
public final class ImportedClasses {

    private static JavaClasses withTests;
    private static JavaClasses main;

    private ImportedClasses() {}

    /** The service's classes and the tests'. */
    public static synchronized JavaClasses withTests() {
        if (withTests == null) {
            withTests = new ClassFileImporter().importPackages("org.tavolo");
        }
        return withTests;
    }

    /** The service's classes only, as it is packaged. */
    public static synchronized JavaClasses main() {
        if (main == null) {
            main = withTests()
                    .that(DescribedPredicate.describe("of the service, not of its tests", (JavaClass c) -> c.getSource()
                            .map(s -> !s.getUri().toString().contains("/test-classes/"))
                            .orElse(true)));
        }
        return main;
    }
}
