/* Apple ICU's ualoc_localizationsToUse (the Swift toolchain's lib_FoundationICU), with every list
 * item kept as given: empty items, duplicates and any byte. The pinned data's
 * tools/platform-oracles/apple-localizations splits with strtok, which drops empty items; this
 * one does not, and answers with indices, so duplicates stay apart.
 *
 * Reads lines "PREFERENCES<TAB>AVAILABLE": each a list of items separated by ',' (an empty field
 * is one empty item; "en,,fr" has three), each item percent-encoded where it holds '%', ',', a
 * tab or a line break ("%25", "%2C", "%09", "%0A"). Prints "PREFERENCES<TAB>AVAILABLE<TAB>RESULT"
 * where RESULT is the 0-based indices into AVAILABLE of the localizations to use, best first,
 * comma-separated (empty when none). The first output line is "# ICU x.y CLDR a.b".
 *
 * Build (as the pinned data's build.sh builds the shared oracle):
 *   lib=$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/linux
 *   cc -O2 -o apple-localizations-exact apple-localizations-exact.c -L"$lib" -l_FoundationICU -Wl,-rpath,"$lib" */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

typedef int UErrorCode;
int32_t ualoc_localizationsToUse(const char *const *preferred, int32_t preferredCount,
                                 const char *const *available, int32_t availableCount,
                                 const char **result, int32_t resultCapacity, UErrorCode *status);
void swift_u_getVersion(uint8_t version[4]);
void swift_ulocdata_getCLDRVersion(uint8_t version[4], UErrorCode *status);

enum { kMaxItems = 2048 };

static int hexValue(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

/* Splits LIST in place at every ',' (keeping empty items) and decodes %XX; returns the count. */
static int split(char *list, const char **out) {
    int count = 0;
    char *item = list;
    for (;;) {
        char *end = strchr(item, ',');
        if (end) *end = 0;
        char *write = item;
        for (char *read = item; *read; read++) {
            int high, low;
            if (read[0] == '%' && (high = hexValue(read[1])) >= 0 && (low = hexValue(read[2])) >= 0) {
                *write++ = (char)(high * 16 + low);
                read += 2;
            } else {
                *write++ = *read;
            }
        }
        *write = 0;
        if (count < kMaxItems) out[count++] = item;
        if (!end) return count;
        item = end + 1;
    }
}

int main(void) {
    uint8_t icu[4], cldr[4];
    UErrorCode status = 0;
    swift_u_getVersion(icu);
    swift_ulocdata_getCLDRVersion(cldr, &status);
    printf("# ICU %d.%d CLDR %d.%d\n", icu[0], icu[1], cldr[0], cldr[1]);
    static char line[65536], copy[65536];
    static const char *preferred[kMaxItems], *available[kMaxItems], *result[kMaxItems];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\r\n")] = 0;
        if (!line[0] || line[0] == '#') continue;
        strcpy(copy, line);
        char *tab = strchr(copy, '\t');
        if (!tab) {
            fprintf(stderr, "no tab: %s\n", line);
            return 2;
        }
        *tab = 0;
        int preferredCount = split(copy, preferred);
        int availableCount = split(tab + 1, available);
        status = 0;
        int count = ualoc_localizationsToUse(preferred, preferredCount, available, availableCount, result,
                                             kMaxItems, &status);
        printf("%s\t", line);
        for (int i = 0; i < count; i++) {
            int index = 0;
            while (index < availableCount && available[index] != result[i]) index++;
            printf("%s%d", i ? "," : "", index);
        }
        printf("\n");
        fflush(stdout);
    }
    return 0;
}
