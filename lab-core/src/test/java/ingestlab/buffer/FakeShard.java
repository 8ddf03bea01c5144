package ingestlab.buffer;

import java.util.List;

/** A shard whose buffer is just numbers, recording what the controller asked of it. */
final class FakeShard implements ShardBuffer {
    private final int id;
    long used;
    long flushing;
    int fullFlushes;
    int nextFlushes;
    int throttleRequests;
    final List<String> log;

    FakeShard(int id, long used, List<String> log) {
        this.id = id;
        this.used = used;
        this.log = log;
    }

    @Override
    public int id() {
        return id;
    }

    @Override
    public long ramBytesUsed() {
        return used + flushing;
    }

    @Override
    public long flushingBytes() {
        return flushing;
    }

    @Override
    public boolean flushAll() {
        fullFlushes++;
        boolean wrote = used > 0;
        used = 0;
        log.add("full:" + id);
        return wrote;
    }

    @Override
    public boolean flushNext() {
        nextFlushes++;
        boolean wrote = used > 0;
        used /= 2; // one of its pending segments
        log.add("next:" + id);
        return wrote;
    }

    @Override
    public void activateThrottling() {
        throttleRequests++;
    }

    @Override
    public void deactivateThrottling() {
        throttleRequests--;
    }

    boolean throttled() {
        return throttleRequests > 0;
    }
}
