package ingestlab.report.chart;

/**
 * Charts are drawn without a display (CI, ssh). The property must be set before AWT initialises, so every chart
 * class calls {@link #ensure()} before touching XChart.
 */
final class Headless {
    private Headless() {}

    static void ensure() {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true");
        }
    }
}
