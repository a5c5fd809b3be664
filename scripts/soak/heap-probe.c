// Heap probe for the soak run (scripts/soak.sh with SOAK_HEAP_PROBE=1 builds and preloads it):
// every HEAP_PROBE_PERIOD seconds (default 10) prints to stderr the process's resident memory
// split into anonymous and file-backed (/proc/self/smaps_rollup) and glibc's heap figures over
// all arenas (mallinfo2): live bytes (in use in the arenas plus mapped blocks), the arenas'
// size, and the free bytes inside them. Live bytes flat while anonymous memory grows means
// fragmentation; live bytes growing means something is kept. HEAP_PROBE_TRIM=1 also calls
// malloc_trim(0) after each sample and prints how long it took. Under a preloaded jemalloc it
// prints jemalloc's own figures instead: allocated (live), active pages, resident, metadata.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <malloc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long smaps_kib(const char *name) {
    FILE *f = fopen("/proc/self/smaps_rollup", "r");
    if (!f) return -1;
    char line[256];
    long v = -1;
    size_t n = strlen(name);
    while (fgets(line, sizeof line, f))
        if (!strncmp(line, name, n)) { v = atol(line + n); break; }
    fclose(f);
    return v;
}

typedef int (*mallctl_fn)(const char *, void *, size_t *, void *, size_t);

static double jemalloc_mib(mallctl_fn mallctl, const char *name) {
    size_t value = 0, size = sizeof value;
    return mallctl(name, &value, &size, NULL, 0) == 0 ? value / 1048576.0 : -1;
}

static void jemalloc_sample(mallctl_fn mallctl, int s) {
    uint64_t epoch = 1;
    size_t size = sizeof epoch;
    mallctl("epoch", &epoch, &size, &epoch, size);
    long rss = smaps_kib("Rss:"), anon = smaps_kib("Anonymous:");
    fprintf(stderr, "HEAP t=%d rss_mib=%.1f anon_mib=%.1f file_mib=%.1f live_mib=%.1f active_mib=%.1f resident_mib=%.1f metadata_mib=%.1f retained_mib=%.1f\n",
            s, rss / 1024.0, anon / 1024.0, (rss - anon) / 1024.0, jemalloc_mib(mallctl, "stats.allocated"),
            jemalloc_mib(mallctl, "stats.active"), jemalloc_mib(mallctl, "stats.resident"),
            jemalloc_mib(mallctl, "stats.metadata"), jemalloc_mib(mallctl, "stats.retained"));
    fflush(stderr);
}

static void *sample(void *unused) {
    (void)unused;
    const char *p = getenv("HEAP_PROBE_PERIOD"), *t = getenv("HEAP_PROBE_TRIM");
    int period = p && atoi(p) > 0 ? atoi(p) : 10, trim = t && *t == '1';
    mallctl_fn mallctl = (mallctl_fn)dlsym(RTLD_DEFAULT, "mallctl");
    for (int s = period;; s += period) {
        sleep(period);
        if (mallctl) { jemalloc_sample(mallctl, s); continue; }
        struct mallinfo2 m = mallinfo2();
        long rss = smaps_kib("Rss:"), anon = smaps_kib("Anonymous:");
        double ms = 0;
        if (trim) {
            struct timespec a, b;
            clock_gettime(CLOCK_MONOTONIC, &a);
            malloc_trim(0);
            clock_gettime(CLOCK_MONOTONIC, &b);
            ms = (b.tv_sec - a.tv_sec) * 1e3 + (b.tv_nsec - a.tv_nsec) / 1e6;
        }
        fprintf(stderr, "HEAP t=%d rss_mib=%.1f anon_mib=%.1f file_mib=%.1f live_mib=%.1f arenas_mib=%.1f free_in_arenas_mib=%.1f mapped_mib=%.1f trim_ms=%.1f\n",
                s, rss / 1024.0, anon / 1024.0, (rss - anon) / 1024.0, (m.uordblks + m.hblkhd) / 1048576.0,
                m.arena / 1048576.0, m.fordblks / 1048576.0, m.hblkhd / 1048576.0, ms);
        fflush(stderr);
    }
    return NULL;
}

__attribute__((constructor)) static void start(void) {
    // Only in the process that asked (not in gdb or other children the soak starts).
    const char *only = getenv("HEAP_PROBE_PID");
    if (only && atol(only) != (long)getpid()) return;
    pthread_t thread;
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    pthread_create(&thread, &attr, sample, NULL);
}
