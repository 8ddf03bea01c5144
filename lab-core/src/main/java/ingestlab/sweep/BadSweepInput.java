package ingestlab.sweep;

import ingestlab.settings.Setting;

/**
 * A sweep that cannot be expanded, found before anything runs: the message says what is wrong, and {@link #source}
 * where it came from, so a command line can name its option (the sweep file, a setting given beside it) or, for a
 * combination the spec refuses, give the message alone.
 */
public final class BadSweepInput extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    /** Where the bad input came from. */
    public enum Source {
        /** The sweep file: unreadable, an unknown factor, a bad dotted index key. */
        FILE,
        /** One value of a setting, from the file or given beside it: {@link #setting} says which. */
        SETTING,
        /** A config's settings together: each value parses, but the spec refuses the combination. */
        SPEC
    }

    private final Source source;
    private final transient Setting<?> setting;

    private BadSweepInput(Source source, Setting<?> setting, String message) {
        super(message);
        this.source = source;
        this.setting = setting;
    }

    static BadSweepInput inFile(String message) {
        return new BadSweepInput(Source.FILE, null, message);
    }

    static BadSweepInput inSetting(Setting<?> setting, String message) {
        return new BadSweepInput(Source.SETTING, setting, message);
    }

    static BadSweepInput inSpec(String message) {
        return new BadSweepInput(Source.SPEC, null, message);
    }

    public Source source() {
        return source;
    }

    /** The setting whose value is bad ({@link Source#SETTING}); null otherwise. */
    public Setting<?> setting() {
        return setting;
    }
}
