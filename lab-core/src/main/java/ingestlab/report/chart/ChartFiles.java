package ingestlab.report.chart;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.internal.chartpart.Chart;

/** Writes a chart as PNG (XChart's bitmap encoder) and SVG (its vector encoder, through VectorGraphics2D). */
public final class ChartFiles {
    private ChartFiles() {}

    /** Writes {@code name.png} and {@code name.svg} into {@code folder} and returns them. */
    // XChart 4.0.3 deprecates its single-chart save methods without naming a replacement.
    @SuppressWarnings("deprecation")
    public static List<Path> save(Chart<?, ?> chart, Path folder, String name) throws IOException {
        Files.createDirectories(folder);
        Path png = folder.resolve(name + ".png");
        Path svg = folder.resolve(name + ".svg");
        BitmapEncoder.saveBitmap(chart, png.toString(), BitmapEncoder.BitmapFormat.PNG);
        // saveVectorGraphic appends the extension when the name lacks it; give it the full name.
        VectorGraphicsEncoder.saveVectorGraphic(chart, svg.toString(), VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
        return List.of(png, svg);
    }
}
