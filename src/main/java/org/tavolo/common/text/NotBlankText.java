package org.tavolo.common.text;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import jakarta.validation.constraints.NotBlank;

/** {@code @NotBlank} as {@link Blank} reads it: a text of invisible characters is blank. */
public class NotBlankText implements ConstraintValidator<NotBlank, CharSequence> {

    @Override
    public boolean isValid(CharSequence value, ConstraintValidatorContext context) {
        return !Blank.isBlank(value);
    }
}
