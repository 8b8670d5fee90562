package io.morpion.service.work;

import io.morpion.service.access.Caller;
import io.morpion.service.common.RefusalCode;
import io.morpion.service.common.Refused;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;

/** Each token's share of background work ({@code morpion.work.*-per-token}), checked before anything is queued. */
@ApplicationScoped
public class WorkShares {

    @Inject
    BackgroundWork work;

    @Inject
    WorkConfig config;

    /**
     * Refuses a token one more piece of this work while it has its share unfinished (sweeps or curves), with the
     * share and the setting that changes it; admins and work without an owner token are not held to it.
     */
    @Transactional
    public void requireShare(WorkKind kind, Caller caller) {
        if (caller.anonymous() || caller.admin()) {
            return;
        }
        long token = caller.tokenId();
        int max;
        int held;
        String what;
        String setting;
        switch (kind) {
            case LOCAL_PROOF -> {
                max = config.sweepsPerToken();
                held = work.unfinishedGroups(kind, token);
                what = "sweeps of local proofs";
                setting = "morpion.work.sweeps-per-token";
            }
            case POTENTIAL -> {
                max = config.curvesPerToken();
                held = work.unfinished(kind, token);
                what = "potential curves";
                setting = "morpion.work.curves-per-token";
            }
            default -> throw new IllegalArgumentException(kind.code() + " work has no share to ask for");
        }
        if (held >= max) {
            throw new Refused.TooMany(
                    60,
                    RefusalCode.WORK_SHARE,
                    "this token already has " + held + " " + what + " unfinished, its share (" + setting + " = " + max
                            + "); cancel one or wait for one to end",
                    what,
                    max,
                    setting);
        }
    }
}
