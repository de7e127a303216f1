/*
 * Preloaded into wrk for the order benchmark (LD_PRELOAD): binds every new
 * TCP connection to 127.0.0.1 to its own loopback source address
 * (127.0.0.2 … 127.255.255.254, all of which reach the loopback interface),
 * so the shop's per-client-address order limit sees many customers, as it
 * would in production, instead of one client placing thousands of orders.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <netinet/in.h>
#include <stdatomic.h>
#include <sys/socket.h>
#include <unistd.h>

#define FIRST_HOST 0x7F000002u /* 127.0.0.2 */
#define HOSTS 0x00FFFFFDu      /* up to 127.255.255.254 */

static atomic_uint next_host;

int connect(int fd, const struct sockaddr *to, socklen_t length) {
    static int (*real_connect)(int, const struct sockaddr *, socklen_t);
    if (!real_connect) {
        real_connect = (int (*)(int, const struct sockaddr *, socklen_t))dlsym(RTLD_NEXT, "connect");
    }
    if (to && to->sa_family == AF_INET &&
        ((const struct sockaddr_in *)to)->sin_addr.s_addr == htonl(INADDR_LOOPBACK)) {
        /* Start somewhere else each run, away from the last run's addresses. */
        unsigned host = atomic_fetch_add(&next_host, 1) + (unsigned)getpid() * 7919u;
        struct sockaddr_in from = {0};
        from.sin_family = AF_INET;
        from.sin_addr.s_addr = htonl(FIRST_HOST + host % HOSTS);
        /* If binding fails the kernel picks the source as usual. */
        (void)bind(fd, (const struct sockaddr *)&from, sizeof from);
    }
    return real_connect(fd, to, length);
}
