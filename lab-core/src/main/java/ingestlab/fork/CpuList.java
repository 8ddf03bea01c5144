package ingestlab.fork;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * A set of CPU numbers in Linux's list syntax ({@code 0-3,8,10-11}), as {@code /proc/self/status} prints a process's
 * {@code Cpus_allowed_list} and {@code taskset -c} takes it.
 *
 * @param cpus the CPU numbers, ascending, each once
 */
public record CpuList(List<Integer> cpus) {
    public CpuList {
        cpus = List.copyOf(new TreeSet<>(cpus));
    }

    /** Parses {@code 0-3,8}; IllegalArgumentException naming the text if it is not a CPU list. */
    public static CpuList parse(String text) {
        List<Integer> cpus = new ArrayList<>();
        try {
            for (String part : text.trim().split(",")) {
                String[] range = part.trim().split("-");
                int from = Integer.parseInt(range[0].trim());
                int to = range.length == 2 ? Integer.parseInt(range[1].trim()) : from;
                if (range.length > 2 || from < 0 || to < from) {
                    throw new NumberFormatException(part);
                }
                for (int cpu = from; cpu <= to; cpu++) {
                    cpus.add(cpu);
                }
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text.trim() + "' is not a CPU list (for example 0-3,8)");
        }
        return new CpuList(cpus);
    }

    public int size() {
        return cpus.size();
    }

    /**
     * Two disjoint halves of equal size, the lower CPUs first; an odd CPU out (the highest) is in neither, so both
     * sides of a duet get as many.
     */
    public List<CpuList> halves() {
        int half = cpus.size() / 2;
        return List.of(new CpuList(cpus.subList(0, half)), new CpuList(cpus.subList(half, 2 * half)));
    }

    /** The list syntax, runs of consecutive CPUs as ranges: {@code 0-3,8}. */
    @Override
    public String toString() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < cpus.size(); ) {
            int j = i;
            while (j + 1 < cpus.size() && cpus.get(j + 1) == cpus.get(j) + 1) {
                j++;
            }
            text.append(text.isEmpty() ? "" : ",").append(cpus.get(i));
            if (j > i) {
                text.append('-').append(cpus.get(j));
            }
            i = j + 1;
        }
        return text.toString();
    }
}
