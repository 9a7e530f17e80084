package org.tavolo.common.db;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/** Whether the service exercises its hot paths before it says ready (docs/deployment.md#warm-before-ready). */
@ConfigMapping(prefix = "tavolo.warm-up")
public interface WarmUpConfig {

    /**
     * Exercise the hot paths ({@link HotPath}) once after start-up, the readiness check DOWN until done
     * (TAVOLO_WARM_UP_ENABLED). On in the packaged service; off in dev mode and in the tests, whose own test calls the
     * warm-up itself.
     */
    @WithDefault("true")
    boolean enabled();
}
