package ingestlab.settings;

/** Read access to settings' values: what a spec holds, and what a derived default sees while a spec resolves. */
public interface SettingValues {
    <T> T get(Setting<T> setting);
}
