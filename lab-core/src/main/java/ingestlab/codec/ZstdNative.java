package ingestlab.codec;

import com.github.luben.zstd.util.Native;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Loads zstd-jni's native library before any zstd class is used, robustly.
 *
 * <p>zstd-jni unpacks its bundled library into {@code java.io.tmpdir} and loads it from there, which fails when the
 * temporary folder is missing, full or mounted {@code noexec} (as on some CI machines). zstd-jni documents two
 * system properties for that case, and this class honours them untouched when either is set:
 * <ul>
 *   <li>{@code ZstdTempFolder}: the folder to unpack into instead of {@code java.io.tmpdir};
 *   <li>{@code ZstdNativePath}: a library already unpacked, loaded as is.
 * </ul>
 * When neither is set and unpacking into the temporary folder fails, the library is unpacked into a folder of the
 * user's own ({@code ~/.cache/ingest-lab/zstd-jni}), then into {@code ./target/zstd-jni}, through zstd-jni's own
 * {@link Native#load(File)}. If all fail, the error names the two properties.
 */
public final class ZstdNative {
    static final String TEMP_FOLDER_PROPERTY = "ZstdTempFolder";
    static final String NATIVE_PATH_PROPERTY = "ZstdNativePath";

    /** One attempt to load the library: into the default folder ({@code null}) or into the given one. */
    interface Loader {
        void load(File folder);
    }

    private static volatile boolean loaded;

    private ZstdNative() {}

    /** Loads the library once per JVM; later calls return at once. */
    public static void ensureLoaded() {
        if (loaded) {
            return;
        }
        synchronized (ZstdNative.class) {
            if (!loaded) {
                load(folder -> {
                    if (folder == null) {
                        Native.load();
                    } else {
                        Native.load(folder);
                    }
                }, fallbackFolders());
                loaded = true;
            }
        }
    }

    static List<Path> fallbackFolders() {
        List<Path> folders = new ArrayList<>();
        String home = System.getProperty("user.home");
        if (home != null && !home.isBlank()) {
            folders.add(Path.of(home, ".cache", "ingest-lab", "zstd-jni"));
        }
        folders.add(Path.of("target", "zstd-jni").toAbsolutePath());
        return folders;
    }

    /** Tries the default load, then each fallback folder (unless the user chose one with zstd-jni's properties). */
    static void load(Loader loader, List<Path> fallbacks) {
        UnsatisfiedLinkError first;
        try {
            loader.load(null);
            return;
        } catch (UnsatisfiedLinkError e) {
            first = e;
        }
        boolean userChose = System.getProperty(TEMP_FOLDER_PROPERTY) != null
                || System.getProperty(NATIVE_PATH_PROPERTY) != null;
        if (!userChose) {
            for (Path folder : fallbacks) {
                try {
                    Files.createDirectories(folder);
                    loader.load(folder.toFile());
                    return;
                } catch (UnsatisfiedLinkError | java.io.IOException | SecurityException e) {
                    first.addSuppressed(e);
                }
            }
        }
        UnsatisfiedLinkError error = new UnsatisfiedLinkError("cannot load zstd-jni's native library (" + first.getMessage()
                + "); set -D" + TEMP_FOLDER_PROPERTY + "=<a writable, executable folder> or -D" + NATIVE_PATH_PROPERTY
                + "=<an unpacked libzstd-jni>");
        error.initCause(first);
        throw error;
    }
}
