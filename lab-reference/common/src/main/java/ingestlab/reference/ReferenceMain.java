package ingestlab.reference;

import org.junit.runner.JUnitCore;
import org.junit.runner.Result;
import org.junit.runner.notification.Failure;

/**
 * The reference JVM's entry point: runs the engine's trial class, its one argument (each harness's
 * {@code ReferenceTrialTests}: {@code org.elasticsearch.indices} or {@code org.opensearch.indices}), under the test
 * framework's randomized runner (whose seed, assertions and timeouts the launcher fixes with system properties) and
 * exits 0 when the trial passed, 1 with the failure on stderr otherwise; halts at once when the lab that started it
 * ends ({@link ParentWatch}).
 */
public final class ReferenceMain {
    private ReferenceMain() {}

    public static void main(String[] args) throws ClassNotFoundException {
        if (args.length != 1) {
            System.err.println("reference trial failed: give the trial class, and only it");
            System.exit(2);
        }
        ParentWatch.start();
        Result result = new JUnitCore().run(Class.forName(args[0]));
        for (Failure failure : result.getFailures()) {
            System.err.println("reference trial failed: " + failure.getTrace());
        }
        if (result.getRunCount() == 0) {
            System.err.println("reference trial failed: the trial did not run");
        }
        System.exit(result.wasSuccessful() && result.getRunCount() > 0 ? 0 : 1);
    }
}
