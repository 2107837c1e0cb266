/*
 * A small AppImage type 2 runtime for La Mouche.
 *
 * An AppImage of type 2 is this program (an ELF executable whose header
 * carries the magic bytes "AI\x02" at offset 8, and which has the ELF
 * sections .upd_info and .sha256_sig) followed by a squashfs image.  The
 * squashfs starts where the ELF file ends, that is right after its section
 * header table.
 *
 * Started without options, the runtime mounts the squashfs read-only with
 * FUSE on a fresh folder under $TMPDIR and runs its AppRun; the mount goes
 * away once the last process holding the keep-alive pipe exits.  Where FUSE
 * is missing, --appimage-extract-and-run (or APPIMAGE_EXTRACT_AND_RUN=1)
 * extracts the image to a temporary folder instead, runs AppRun from there
 * and removes the folder afterwards (unless NO_CLEANUP is set).
 *
 * Options (only as the first argument, as with the reference runtime):
 *   --appimage-help, --appimage-version, --appimage-offset,
 *   --appimage-extract [PATTERN], --appimage-extract-and-run [ARGS...],
 *   --appimage-mount, --appimage-updateinformation, --appimage-signature
 *
 * Squashfs reading and the FUSE file system operations come from
 * libsquashfuse (squashfuse_ll); the whole runtime is linked statically so
 * that it starts on any x86-64 Linux system.
 */
#define _GNU_SOURCE
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <ftw.h>
#include <limits.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

/* squashfuse's config.h sets its own _POSIX_C_SOURCE; the system headers
   above have already been configured for _GNU_SOURCE. */
#undef _POSIX_C_SOURCE
#include <squashfuse.h>
#include <ll.h>

#define RUNTIME_VERSION "lamouche-runtime 1 (AppImage type 2)"

/* Sections that tools such as appimagetool fill in after the build: update
   information (zsync and the like) and a signature.  They must exist, and
   the reference runtime reserves these sizes. */
__attribute__((section(".upd_info"), used, aligned(1)))
static char upd_info[1024];
__attribute__((section(".sha256_sig"), used, aligned(1)))
static char sha256_sig[1024];
__attribute__((section(".sig_key"), used, aligned(1)))
static char sig_key[8192];

static void die(const char *fmt, const char *arg)
{
    fprintf(stderr, "AppImage runtime: ");
    fprintf(stderr, fmt, arg);
    fputc('\n', stderr);
    exit(127);
}

/* Size of an ELF file as the AppImage tools compute it: the end of the
   section header table, which ld puts last. */
static off_t elf_size(const char *path)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    unsigned char ident[EI_NIDENT];
    off_t size = -1;
    if (pread(fd, ident, sizeof ident, 0) == (ssize_t)sizeof ident &&
        memcmp(ident, ELFMAG, SELFMAG) == 0) {
        if (ident[EI_CLASS] == ELFCLASS64) {
            Elf64_Ehdr eh;
            if (pread(fd, &eh, sizeof eh, 0) == (ssize_t)sizeof eh)
                size = (off_t)(eh.e_shoff + (uint64_t)eh.e_shentsize * eh.e_shnum);
        } else if (ident[EI_CLASS] == ELFCLASS32) {
            Elf32_Ehdr eh;
            if (pread(fd, &eh, sizeof eh, 0) == (ssize_t)sizeof eh)
                size = (off_t)(eh.e_shoff + (uint32_t)eh.e_shentsize * eh.e_shnum);
        }
    }
    close(fd);
    return size;
}

static void print_section(const char *data, size_t size)
{
    size_t n = strnlen(data, size);
    fwrite(data, 1, n, stdout);
    if (n)
        fputc('\n', stdout);
}

/* ---- extraction ------------------------------------------------------ */

static int mkdir_parents(char *path)
{
    for (char *p = path + 1; *p; p++) {
        if (*p != '/')
            continue;
        *p = 0;
        int r = mkdir(path, 0755);
        *p = '/';
        if (r != 0 && errno != EEXIST)
            return -1;
    }
    return 0;
}

static int extract_file(sqfs *fs, sqfs_inode *inode, const char *path)
{
    int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, inode->base.mode & 07777);
    if (fd < 0)
        return -1;
    static char buf[1 << 16];
    uint64_t size = inode->xtra.reg.file_size;
    for (uint64_t off = 0; off < size;) {
        sqfs_off_t n = (sqfs_off_t)(size - off < sizeof buf ? size - off : sizeof buf);
        if (sqfs_read_range(fs, inode, (sqfs_off_t)off, &n, buf) != SQFS_OK || n <= 0) {
            close(fd);
            return -1;
        }
        for (sqfs_off_t done = 0; done < n;) {
            ssize_t w = write(fd, buf + done, (size_t)(n - done));
            if (w < 0) {
                close(fd);
                return -1;
            }
            done += w;
        }
        off += (uint64_t)n;
    }
    fchmod(fd, inode->base.mode & 07777);
    return close(fd);
}

static int extract_symlink(sqfs *fs, sqfs_inode *inode, const char *path)
{
    size_t size = inode->xtra.symlink_size + 1;
    char *target = malloc(size);
    if (!target || sqfs_readlink(fs, inode, target, &size) != SQFS_OK) {
        free(target);
        return -1;
    }
    unlink(path);
    int r = symlink(target, path);
    free(target);
    return r;
}

/* Extracts the squashfs at `offset` of `image` into `dest`; with a pattern,
   only the entries whose path matches it (fnmatch), with their parents. */
static int extract(const char *image, off_t offset, const char *dest, const char *pattern, bool verbose)
{
    int fd = open(image, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    sqfs fs;
    if (sqfs_init(&fs, fd, (size_t)offset) != SQFS_OK) {
        fprintf(stderr, "AppImage runtime: no squashfs image found at offset %lld\n", (long long)offset);
        close(fd);
        return -1;
    }
    sqfs_traverse trv;
    if (sqfs_traverse_open(&trv, &fs, sqfs_inode_root(&fs)) != SQFS_OK) {
        sqfs_destroy(&fs);
        close(fd);
        return -1;
    }
    if (mkdir(dest, 0755) != 0 && errno != EEXIST) {
        perror(dest);
        return -1;
    }
    int failures = 0;
    sqfs_err err = SQFS_OK;
    while (sqfs_traverse_next(&trv, &err)) {
        if (trv.dir_end)
            continue;
        if (pattern && fnmatch(pattern, trv.path, 0) != 0)
            continue;
        sqfs_inode inode;
        if (sqfs_inode_get(&fs, &inode, sqfs_dentry_inode(&trv.entry)) != SQFS_OK) {
            failures++;
            continue;
        }
        size_t len = strlen(dest) + strlen(trv.path) + 2;
        char *path = malloc(len);
        if (!path) {
            failures++;
            break;
        }
        snprintf(path, len, "%s/%s", dest, trv.path);
        if (verbose)
            printf("%s\n", path);
        int r = mkdir_parents(path);
        mode_t mode = inode.base.mode;
        if (r == 0) {
            if (S_ISDIR(mode))
                r = (mkdir(path, (mode & 07777) | 0700) == 0 || errno == EEXIST) ? 0 : -1;
            else if (S_ISREG(mode))
                r = extract_file(&fs, &inode, path);
            else if (S_ISLNK(mode))
                r = extract_symlink(&fs, &inode, path);
        }
        if (r != 0) {
            fprintf(stderr, "AppImage runtime: cannot extract %s: %s\n", path, strerror(errno));
            failures++;
        }
        free(path);
    }
    if (err != SQFS_OK)
        failures++;
    sqfs_traverse_close(&trv);
    sqfs_destroy(&fs);
    close(fd);
    return failures ? -1 : 0;
}

static int remove_entry(const char *path, const struct stat *st, int flag, struct FTW *ftw)
{
    (void)st;
    (void)flag;
    (void)ftw;
    return remove(path);
}

/* ---- running AppRun -------------------------------------------------- */

static void set_environment(const char *image, const char *appdir, const char *argv0)
{
    setenv("APPIMAGE", image, 1);
    setenv("APPDIR", appdir, 1);
    setenv("ARGV0", argv0, 1);
    char cwd[PATH_MAX];
    if (getcwd(cwd, sizeof cwd))
        setenv("OWD", cwd, 1);
}

static void exec_apprun(const char *appdir, char **argv)
{
    char apprun[PATH_MAX];
    snprintf(apprun, sizeof apprun, "%s/AppRun", appdir);
    argv[0] = apprun;
    execv(apprun, argv);
    die("cannot run %s", apprun);
}

static pid_t app_pid;

static void forward_signal(int sig)
{
    if (app_pid > 0)
        kill(app_pid, sig);
}

static const char *temp_dir(void)
{
    const char *t = getenv("TMPDIR");
    return t && *t ? t : "/tmp";
}

static int extract_and_run(const char *image, off_t offset, const char *argv0, char **args)
{
    char dir[PATH_MAX];
    snprintf(dir, sizeof dir, "%s/appimage_extracted_XXXXXX", temp_dir());
    if (!mkdtemp(dir))
        die("cannot create a folder in %s", temp_dir());
    if (extract(image, offset, dir, NULL, false) != 0) {
        nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
        die("cannot extract %s", image);
    }
    set_environment(image, dir, argv0);
    app_pid = fork();
    if (app_pid < 0)
        die("cannot fork: %s", strerror(errno));
    if (app_pid == 0)
        exec_apprun(dir, args);
    signal(SIGINT, forward_signal);
    signal(SIGTERM, forward_signal);
    signal(SIGHUP, forward_signal);
    int status = 0;
    while (waitpid(app_pid, &status, 0) < 0 && errno == EINTR)
        ;
    const char *keep = getenv("NO_CLEANUP");
    if (!keep || !*keep)
        nftw(dir, remove_entry, 16, FTW_DEPTH | FTW_PHYS);
    if (WIFEXITED(status))
        return WEXITSTATUS(status);
    return 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

/* ---- FUSE mount ------------------------------------------------------ */

/* Child side: mounts the image on `mnt`, tells the parent through `ready`,
   serves requests until every holder of the keep-alive pipe has gone, then
   unmounts. */
static void serve(const char *image, off_t offset, const char *mnt, int ready, int keepalive)
{
    signal(SIGINT, SIG_IGN);
    signal(SIGHUP, SIG_IGN);
    signal(SIGTERM, SIG_IGN);
    sqfs_ll *ll = sqfs_ll_open(image, (size_t)offset);
    if (!ll)
        _exit(1);
    struct fuse_lowlevel_ops ops;
    memset(&ops, 0, sizeof ops);
    ops.lookup = sqfs_ll_op_lookup;
    ops.forget = sqfs_ll_op_forget;
    ops.getattr = sqfs_ll_op_getattr;
    ops.readlink = sqfs_ll_op_readlink;
    ops.open = sqfs_ll_op_open;
    ops.read = sqfs_ll_op_read;
    ops.release = sqfs_ll_op_release;
    ops.opendir = sqfs_ll_op_opendir;
    ops.readdir = sqfs_ll_op_readdir;
    ops.releasedir = sqfs_ll_op_releasedir;
    ops.statfs = stfs_ll_op_statfs;
    ops.listxattr = sqfs_ll_op_listxattr;
    ops.getxattr = sqfs_ll_op_getxattr;
    ops.create = sqfs_ll_op_create;

    char name[NAME_MAX + 1];
    const char *base = strrchr(image, '/');
    snprintf(name, sizeof name, "%s", base ? base + 1 : image);
    for (char *p = name; *p; p++)   /* a comma would split the option list */
        if (*p == ',')
            *p = '_';
    char opts[NAME_MAX + 64];
    snprintf(opts, sizeof opts, "ro,nodev,nosuid,subtype=appimage,fsname=%s", name);
    char *args_v[] = {(char *)"appimage-runtime", (char *)"-o", opts, NULL};
    struct fuse_args args = FUSE_ARGS_INIT(3, args_v);
    sqfs_ll_chan ch;
    if (sqfs_ll_mount(&ch, mnt, &args, &ops, sizeof ops, ll) != SQFS_OK)
        _exit(1);
    if (write(ready, "1", 1) != 1)
        _exit(1);
    close(ready);

    struct fuse_buf buf;
    memset(&buf, 0, sizeof buf);
    struct pollfd fds[2] = {{fuse_session_fd(ch.session), POLLIN, 0}, {keepalive, POLLIN, 0}};
    while (!fuse_session_exited(ch.session)) {
        if (poll(fds, 2, -1) < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        if (fds[1].revents)   /* data or hang-up: the application has gone */
            break;
        if (fds[0].revents & (POLLERR | POLLHUP | POLLNVAL))
            break;
        if (fds[0].revents & POLLIN) {
            int r = fuse_session_receive_buf(ch.session, &buf);
            if (r == -EINTR)
                continue;
            if (r <= 0)
                break;
            fuse_session_process_buf(ch.session, &buf);
        }
    }
    free(buf.mem);
    sqfs_ll_unmount(&ch, mnt);
    rmdir(mnt);
    _exit(0);
}

/* Mounts the image; returns the pid of the server process and leaves the
   write end of the keep-alive pipe open (inherited by AppRun). */
static pid_t mount_image(const char *image, off_t offset, char *mnt, size_t mnt_size)
{
    const char *base = strrchr(image, '/');
    base = base ? base + 1 : image;
    snprintf(mnt, mnt_size, "%s/.mount_%.6sXXXXXX", temp_dir(), base);
    if (!mkdtemp(mnt))
        die("cannot create a mount point in %s", temp_dir());
    int ready[2], keep[2];
    if (pipe2(ready, O_CLOEXEC) != 0 || pipe(keep) != 0)
        die("cannot create a pipe: %s", strerror(errno));
    pid_t pid = fork();
    if (pid < 0)
        die("cannot fork: %s", strerror(errno));
    if (pid == 0) {
        close(ready[0]);
        close(keep[1]);
        serve(image, offset, mnt, ready[1], keep[0]);
    }
    close(ready[1]);
    close(keep[0]);
    char c;
    ssize_t n;
    while ((n = read(ready[0], &c, 1)) < 0 && errno == EINTR)
        ;
    close(ready[0]);
    if (n != 1) {
        waitpid(pid, NULL, 0);
        rmdir(mnt);
        fprintf(stderr,
                "AppImage runtime: cannot mount %s with FUSE.\n"
                "FUSE (the fuse3 package, with fusermount3) is needed to start it directly.\n"
                "Without FUSE, start it with:  %s --appimage-extract-and-run\n"
                "or unpack it with:            %s --appimage-extract\n",
                image, image, image);
        exit(127);
    }
    return pid;
}

/* ---- main ------------------------------------------------------------ */

static void usage(const char *self)
{
    printf("Usage: %s [--appimage-OPTION] [ARGS...]\n\n"
           "Without an --appimage- option, mounts the image (FUSE) and runs its AppRun with ARGS.\n\n"
           "  --appimage-extract [PATTERN]    extract the contents (matching PATTERN) to ./squashfs-root\n"
           "  --appimage-extract-and-run ...  extract to a temporary folder, run, clean up (no FUSE needed;\n"
           "                                  also APPIMAGE_EXTRACT_AND_RUN=1; NO_CLEANUP=1 keeps the folder)\n"
           "  --appimage-mount                mount, print the mount point, wait for Ctrl-C\n"
           "  --appimage-offset               print the offset of the squashfs image\n"
           "  --appimage-updateinformation    print the update information\n"
           "  --appimage-signature            print the signature\n"
           "  --appimage-version              print the runtime version\n"
           "  --appimage-help                 this help\n",
           self);
}

int main(int argc, char **argv)
{
    char image[PATH_MAX];
    const char *target = getenv("TARGET_APPIMAGE");   /* as the reference runtime: run another image */
    if (target && *target) {
        if (!realpath(target, image))
            die("cannot find %s", target);
    } else {
        ssize_t n = readlink("/proc/self/exe", image, sizeof image - 1);
        if (n <= 0)
            die("cannot find my own path in %s", "/proc/self/exe");
        image[n] = 0;
    }
    off_t offset = elf_size(image);
    if (offset <= 0)
        die("%s is not an ELF file", image);

    const char *opt = argc > 1 ? argv[1] : "";
    const char *argv0 = argv[0];
    if (strncmp(opt, "--appimage-", 11) == 0) {
        if (!strcmp(opt, "--appimage-help")) {
            usage(argv[0]);
            return 0;
        }
        if (!strcmp(opt, "--appimage-version")) {
            printf("%s\n", RUNTIME_VERSION);
            return 0;
        }
        if (!strcmp(opt, "--appimage-offset")) {
            printf("%lld\n", (long long)offset);
            return 0;
        }
        if (!strcmp(opt, "--appimage-updateinformation") || !strcmp(opt, "--appimage-updateinfo")) {
            print_section(upd_info, sizeof upd_info);
            return 0;
        }
        if (!strcmp(opt, "--appimage-signature")) {
            print_section(sha256_sig, sizeof sha256_sig);
            (void)sig_key;
            return 0;
        }
        if (!strcmp(opt, "--appimage-extract"))
            return extract(image, offset, "squashfs-root", argc > 2 ? argv[2] : NULL, true) == 0 ? 0 : 1;
        if (!strcmp(opt, "--appimage-extract-and-run")) {
            argv[1] = argv[0];
            return extract_and_run(image, offset, argv0, argv + 1);
        }
        if (!strcmp(opt, "--appimage-mount")) {
            char mnt[PATH_MAX];
            mount_image(image, offset, mnt, sizeof mnt);
            printf("%s\n", mnt);
            fflush(stdout);
            pause();   /* the keep-alive pipe closes when we are interrupted */
            return 0;
        }
        fprintf(stderr, "AppImage runtime: unknown option %s (see --appimage-help)\n", opt);
        return 1;
    }

    const char *ear = getenv("APPIMAGE_EXTRACT_AND_RUN");
    if (ear && !strcmp(ear, "1"))
        return extract_and_run(image, offset, argv0, argv);

    char mnt[PATH_MAX];
    mount_image(image, offset, mnt, sizeof mnt);
    set_environment(image, mnt, argv0);
    exec_apprun(mnt, argv);
    return 127;
}
