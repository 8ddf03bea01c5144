package ingestlab.cli;

import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Keeps the {@code lab.home} system property a test class started with, and puts it back when the class ends, so a
 * class that points the CLI at a lab folder of its own leaves the next class the JVM's. The property is JVM-wide:
 * classes that use this are {@code @Isolated}.
 */
final class LabHomeRestored implements BeforeAllCallback, AfterAllCallback {
    private static final String PROPERTY = "lab.home";
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(LabHomeRestored.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        context.getStore(NAMESPACE).put(PROPERTY, new Previous(System.getProperty(PROPERTY)));
    }

    @Override
    public void afterAll(ExtensionContext context) {
        Previous previous = context.getStore(NAMESPACE).get(PROPERTY, Previous.class);
        if (previous == null || previous.value() == null) {
            System.clearProperty(PROPERTY);
        } else {
            System.setProperty(PROPERTY, previous.value());
        }
    }

    /** The property's value before the class, possibly none. */
    private record Previous(String value) {}
}
