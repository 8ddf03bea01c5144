package ingestlab.fork;

import java.util.List;

/**
 * The two disjoint halves of the CPUs this process may use, one per side of a duet. Which side takes which half
 * changes every round (the caller's plan says), so neither config keeps the better half.
 */
public record CpuHalves(Pinning first, Pinning second) {
    public CpuHalves {
        if (first.cpus().cpus().stream().anyMatch(second.cpus().cpus()::contains)) {
            throw new IllegalArgumentException("the halves " + first.cpus() + " and " + second.cpus() + " overlap");
        }
    }

    /** Half 0 or half 1. */
    public Pinning half(int index) {
        return List.of(first, second).get(index);
    }
}
