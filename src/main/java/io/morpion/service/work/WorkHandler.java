package io.morpion.service.work;

/**
 * Works items of one kind of background work. The pool claims an item, hands it here with the means to see when
 * to stop and to say how far it is, then settles what this returns.
 */
public interface WorkHandler {

    WorkKind kind();

    /** How many threads of this node work this kind. */
    int threads();

    /** How many of one owner's items may be worked at once across the cluster; 0 for no such bound. */
    default int perOwner() {
        return 0;
    }

    /**
     * Works the item until it is done, fails, or {@link WorkContext#stopRequested()}: then it returns a
     * {@link WorkOutcome.Yield}, and the item is worked again later, from the start or from what it stored.
     */
    WorkOutcome work(BackgroundWork.Item item, WorkContext context);
}
