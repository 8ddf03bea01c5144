package ingestlab.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Loading zstd-jni when the temporary folder is unusable: fallback folders, then a clear error. */
class ZstdNativeTest {
    @TempDir
    Path temp;

    @Test
    void triesTheFallbackFoldersWhenTheTemporaryFolderFails() {
        List<File> tried = new ArrayList<>();
        Path first = temp.resolve("first");
        Path second = temp.resolve("second");
        ZstdNative.load(folder -> {
            tried.add(folder);
            if (folder == null || folder.toPath().equals(first)) {
                throw new UnsatisfiedLinkError("noexec");
            }
        }, List.of(first, second));
        assertThat(tried).containsExactly(null, first.toFile(), second.toFile());
        assertThat(first).isDirectory();
    }

    @Test
    void namesZstdJnisPropertiesWhenNothingWorks() {
        assertThatThrownBy(() -> ZstdNative.load(folder -> {
            throw new UnsatisfiedLinkError("noexec");
        }, List.of(temp.resolve("a")))).isInstanceOf(UnsatisfiedLinkError.class)
                .hasMessageContaining("ZstdTempFolder").hasMessageContaining("ZstdNativePath");
    }

    @Test
    void loadsForReal() {
        ZstdNative.ensureLoaded();
        assertThat(com.github.luben.zstd.util.Native.isLoaded()).isTrue();
    }
}
