package org.tavolo.common.text;

import io.quarkus.hibernate.validator.ValidatorFactoryCustomizer;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.validation.constraints.NotBlank;
import org.hibernate.validator.BaseHibernateValidatorConfiguration;
import org.hibernate.validator.cfg.ConstraintMapping;

/**
 * Every {@code @NotBlank} of the service is checked by {@link NotBlankText} instead of the
 * validator's own, so that a request's name of zero-width or non-breaking spaces is refused as
 * blank, with the field named, like an empty one.
 */
@ApplicationScoped
public class BlankTextValidation implements ValidatorFactoryCustomizer {

    @Override
    public void customize(BaseHibernateValidatorConfiguration<?> configuration) {
        ConstraintMapping mapping = configuration.createConstraintMapping();
        mapping.constraintDefinition(NotBlank.class)
                .includeExistingValidators(false)
                .validatedBy(NotBlankText.class);
        configuration.addMapping(mapping);
    }
}
