/*
 * CI-ONLY STAND-IN, never shipped: the C part of Apple's Darwin module (the SDK's usr/include),
 * reduced to the declarations the package calls, for Scripts/apple-sdk.sh. Types and constants
 * are Darwin's, not glibc's: mode_t is 16 bits, `struct timespec` uses Darwin's typedefs,
 * clockid_t is an enumeration, the O_ and LOCK_ values are <sys/fcntl.h>'s. A function Apple's
 * headers mark with an availability macro carries it here; the others date from the first release
 * of every Apple platform and carry none, as in Apple's headers.
 *
 * Signatures from Apple's manual pages (Mac OS X / iOS Manual Pages, section 2 and 3):
 *   https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man2/open.2.html
 *   …/man2/close.2.html, …/man2/read.2.html, …/man2/write.2.html, …/man2/fsync.2.html,
 *   …/man2/rename.2.html, …/man2/unlink.2.html, …/man2/mkdir.2.html, …/man2/flock.2.html,
 *   …/man2/getpid.2.html, …/man2/access.2.html, …/man3/strerror.3.html, …/man3/exit.3.html,
 *   …/man3/fopen.3.html, …/man3/fclose.3.html, …/man3/getenv.3.html,
 *   …/man3/clock_gettime.3.html (macOS 10.12, iOS 10, tvOS 10, watchOS 3),
 *   …/man3/pthread_mutex_init.3.html, …/man3/pthread_mutexattr.3.html.
 */
#ifndef LANGUAGEPOLICY_STANDIN_DARWIN_H
#define LANGUAGEPOLICY_STANDIN_DARWIN_H

/* <sys/_types.h>, <machine/_types.h> */
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef short __int16_t;
typedef unsigned short __uint16_t;
typedef int __int32_t;
typedef unsigned int __uint32_t;
typedef long long __int64_t;
typedef unsigned long long __uint64_t;
typedef long __darwin_ssize_t;
typedef unsigned long __darwin_size_t;
typedef long __darwin_time_t;
typedef __uint16_t __darwin_mode_t;
typedef __int32_t __darwin_pid_t;

typedef __darwin_size_t size_t;
typedef __darwin_ssize_t ssize_t;
typedef __darwin_mode_t mode_t;
typedef __darwin_pid_t pid_t;
typedef __darwin_time_t time_t;

#define NULL ((void *)0)

/* <sys/_types/_timespec.h> */
struct timespec {
    __darwin_time_t tv_sec;
    long tv_nsec;
};

/* <sys/errno.h> (errno itself is the Swift overlay's: the C macro calls __error()) */
extern int *__error(void);
#define ENOENT 2
#define EINTR 4
#define EEXIST 17

/* <sys/fcntl.h> (open(2) is variadic: the Swift overlay declares it) */
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_CREAT 0x00000200
#define O_TRUNC 0x00000400
#define O_CLOEXEC 0x01000000
#define LOCK_EX 0x02
#define LOCK_UN 0x08
int flock(int, int);

/* <unistd.h> */
#define F_OK 0
int access(const char *, int);
int close(int);
ssize_t read(int, void *, size_t);
ssize_t write(int, const void *, size_t);
int fsync(int);
int unlink(const char *);
pid_t getpid(void);

/* <sys/stat.h> */
int mkdir(const char *, mode_t);

/* <stdio.h> */
/* A complete structure in Apple's header (fopen returns UnsafeMutablePointer<FILE>, not an
 * OpaquePointer); its fields are reduced here. */
typedef struct __sFILE {
    unsigned char *_p;
    int _r;
    int _w;
    short _flags;
    short _file;
} FILE;
int rename(const char *__old, const char *__new);
FILE *fopen(const char *__restrict __filename, const char *__restrict __mode);
int fclose(FILE *);

/* <string.h> */
char *strerror(int __errnum);

/* <stdlib.h> */
void exit(int) __attribute__((__noreturn__));
char *getenv(const char *);

/* <time.h>: clockid_t's values, and clock_gettime, carry __CLOCK_AVAILABILITY (macOS 10.12, iOS 10,
 * tvOS 10, watchOS 3); the macros name the values (see ../Darwin.swiftinterface for Swift). */
#define __CLOCK_AVAILABILITY                                                                                    \
    __attribute__((availability(macosx, introduced = 10.12), availability(ios, introduced = 10.0),           \
        availability(tvos, introduced = 10.0), availability(watchos, introduced = 3.0)))
typedef enum {
    _CLOCK_REALTIME __CLOCK_AVAILABILITY = 0,
#define CLOCK_REALTIME _CLOCK_REALTIME
    _CLOCK_MONOTONIC __CLOCK_AVAILABILITY = 6,
#define CLOCK_MONOTONIC _CLOCK_MONOTONIC
    _CLOCK_UPTIME_RAW __CLOCK_AVAILABILITY = 8,
#define CLOCK_UPTIME_RAW _CLOCK_UPTIME_RAW
} clockid_t;
int clock_gettime(clockid_t __clock_id, struct timespec *__tp) __CLOCK_AVAILABILITY;

/* <sys/_pthread/_pthread_types.h>, <pthread.h> */
struct _opaque_pthread_mutex_t {
    long __sig;
    char __opaque[56];
};
struct _opaque_pthread_mutexattr_t {
    long __sig;
    char __opaque[8];
};
typedef struct _opaque_pthread_mutex_t __darwin_pthread_mutex_t;
typedef struct _opaque_pthread_mutexattr_t __darwin_pthread_mutexattr_t;
typedef __darwin_pthread_mutex_t pthread_mutex_t;
typedef __darwin_pthread_mutexattr_t pthread_mutexattr_t;
#define PTHREAD_MUTEX_RECURSIVE 2
int pthread_mutex_init(pthread_mutex_t *__restrict, const pthread_mutexattr_t *__restrict);
int pthread_mutex_destroy(pthread_mutex_t *);
int pthread_mutex_lock(pthread_mutex_t *);
int pthread_mutex_unlock(pthread_mutex_t *);
int pthread_mutexattr_init(pthread_mutexattr_t *);
int pthread_mutexattr_settype(pthread_mutexattr_t *, int);
int pthread_mutexattr_destroy(pthread_mutexattr_t *);

#endif
