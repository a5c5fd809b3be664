// Where the current thread's stack lies, for `StackBudget` (BackplateCore): glibc declares
// pthread_getattr_np only under _GNU_SOURCE, which Swift's Glibc module is not built with.
#include <pthread.h>

#if defined(__linux__)
extern int pthread_getattr_np(pthread_t thread, pthread_attr_t *attr);

/// The lowest address of the calling thread's stack and its size in bytes; returns 0 on
/// success, an error number otherwise.
static inline int backplate_current_thread_stack(void **low, size_t *size) {
    pthread_attr_t attr;
    int error = pthread_getattr_np(pthread_self(), &attr);
    if (error != 0) return error;
    error = pthread_attr_getstack(&attr, low, size);
    pthread_attr_destroy(&attr);
    return error;
}
#elif defined(__APPLE__)
static inline int backplate_current_thread_stack(void **low, size_t *size) {
    pthread_t self = pthread_self();
    *size = pthread_get_stacksize_np(self);
    *low = (char *)pthread_get_stackaddr_np(self) - *size;
    return 0;
}
#else
static inline int backplate_current_thread_stack(void **low, size_t *size) { return -1; }
#endif

/// The address of the caller's frame: how deep the calling thread's stack is at this point.
static inline __attribute__((always_inline)) unsigned long backplate_frame_address(void) {
    return (unsigned long)__builtin_frame_address(0);
}
