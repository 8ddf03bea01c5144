package ingestlab.node;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class WritePoolTest {
    private WritePool pool;

    @AfterEach
    void stop() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    @Test
    void aRequestRunOnTheSendersThreadRunsThere() throws Exception {
        pool = new WritePool(1, 10);
        assertThat(pool.run(() -> Thread.currentThread())).isSameAs(Thread.currentThread());
        assertThat(pool.submit(() -> Thread.currentThread()).get(10, TimeUnit.SECONDS))
                .isNotSameAs(Thread.currentThread());
    }

    /** The queue's private helpers assert the pool's lock; reached by reflection, without it, the assertion fires. */
    @Test
    void wakingTheHeadWithoutTheLockFailsItsAssertion() throws Exception {
        pool = new WritePool(1, 10);
        Method wakeHead = WritePool.class.getDeclaredMethod("wakeHead");
        wakeHead.setAccessible(true);
        assertThatThrownBy(() -> wakeHead.invoke(pool)).isInstanceOf(InvocationTargetException.class)
                .cause().isInstanceOf(AssertionError.class).hasMessageContaining("the pool's lock");
    }

    @Test
    void senderAndPoolThreadsShareTheSlots() throws Exception {
        pool = new WritePool(2, 10);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch twoRunning = new CountDownLatch(2);
        AtomicInteger running = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        WritePool.Request<Void> hold = () -> {
            most.accumulateAndGet(running.incrementAndGet(), Math::max);
            twoRunning.countDown();
            await(release);
            running.decrementAndGet();
            return null;
        };
        Future<Void> pooled = pool.submit(hold);
        Thread sender = new Thread(() -> run(hold));
        sender.start();
        assertThat(twoRunning.await(10, TimeUnit.SECONDS)).isTrue();
        // Both slots are taken: a third request, on this thread's behalf, must wait for one.
        AtomicReference<Boolean> thirdRan = new AtomicReference<>(false);
        Thread third = new Thread(() -> run(() -> {
            thirdRan.set(true);
            most.accumulateAndGet(running.incrementAndGet(), Math::max);
            running.decrementAndGet();
            return null;
        }));
        third.start();
        waitUntilParked(third);
        assertThat(thirdRan.get()).isFalse();
        release.countDown();
        third.join(10_000);
        sender.join(10_000);
        pooled.get(10, TimeUnit.SECONDS);
        assertThat(thirdRan.get()).isTrue();
        assertThat(most.get()).isEqualTo(2);
    }

    @Test
    void queuedRequestsRunInTheOrderTheyCameWhoeverRunsThem() throws Exception {
        pool = new WritePool(1, 10);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        List<String> order = Collections.synchronizedList(new ArrayList<>());
        Future<Void> holding = pool.submit(() -> {
            started.countDown();
            await(release);
            return null;
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        Future<Boolean> first = pool.submit(() -> order.add("pooled 1"));
        Thread sender = new Thread(() -> run(() -> order.add("sender's 2")));
        sender.start();
        waitUntilParked(sender);
        Future<Boolean> third = pool.submit(() -> order.add("pooled 3"));
        release.countDown();
        holding.get(10, TimeUnit.SECONDS);
        first.get(10, TimeUnit.SECONDS);
        sender.join(10_000);
        third.get(10, TimeUnit.SECONDS);
        assertThat(order).containsExactly("pooled 1", "sender's 2", "pooled 3");
    }

    @Test
    void aRequestBeyondTheQueueIsRejected() throws Exception {
        pool = new WritePool(1, 1);
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch started = new CountDownLatch(1);
        Future<Void> running = pool.submit(() -> {
            started.countDown();
            await(release);
            return null;
        });
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        Thread waiting = new Thread(() -> run(() -> null));
        waiting.start();
        waitUntilParked(waiting); // the queue's one place is taken
        assertThatThrownBy(() -> pool.run(() -> null)).isInstanceOf(RejectedExecutionException.class);
        assertThatThrownBy(() -> pool.submit(() -> null)).isInstanceOf(RejectedExecutionException.class);
        release.countDown();
        running.get(10, TimeUnit.SECONDS);
        waiting.join(10_000);
        assertThat(pool.run(() -> "free again")).isEqualTo("free again");
    }

    private void run(WritePool.Request<?> request) {
        try {
            pool.run(request);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Waits for the thread to park, failing after a minute rather than hanging the build. */
    private static void waitUntilParked(Thread thread) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(1);
        while (thread.getState() != Thread.State.WAITING) {
            assertThat(thread.isAlive()).as("still waiting for a slot").isTrue();
            assertThat(System.nanoTime() - deadline).as("parked within a minute").isNegative();
            Thread.sleep(1);
        }
    }
}
