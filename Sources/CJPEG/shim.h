// libjpeg reports fatal errors through a callback that must not return, which only C can do (longjmp). These
// small inline wrappers keep setjmp/longjmp inside C and give Swift plain calls that return a status instead.
#ifndef CJPEG_SHIM_H
#define CJPEG_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <setjmp.h>
#include <jpeglib.h>
#include <jerror.h>

typedef struct {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    int truncated;
} cjpeg_error_mgr;

/// What cjpeg_decode returns when the image has more progressive scans than the caller allows.
#define CJPEG_TOO_MANY_SCANS (-2)

/// Counts progressive scans while libjpeg reads them: each scan makes the decoder walk the whole image again, so a
/// small file of thousands of tiny scans costs minutes of CPU unless it is stopped.
typedef struct {
    struct jpeg_progress_mgr base;
    int maxScans;
    int tooManyScans;
} cjpeg_progress_mgr;

static void cjpeg_error_exit(j_common_ptr info) {
    cjpeg_error_mgr *err = (cjpeg_error_mgr *)info->err;
    longjmp(err->jump, 1);
}

static void cjpeg_emit_message(j_common_ptr info, int level) {
    cjpeg_error_mgr *err = (cjpeg_error_mgr *)info->err;
    // Premature end of data is only a warning to libjpeg, which would go on padding the rest of the image with
    // grey; to us the image is broken, so stop at once rather than spend the time.
    if (level < 0 && err->base.msg_code == JWRN_JPEG_EOF) {
        err->truncated = 1;
        longjmp(err->jump, 1);
    }
}

static void cjpeg_progress_monitor(j_common_ptr info) {
    cjpeg_progress_mgr *progress = (cjpeg_progress_mgr *)info->progress;
    j_decompress_ptr decompress = (j_decompress_ptr)info;
    if (decompress->input_scan_number > progress->maxScans) {
        progress->tooManyScans = 1;
        longjmp(((cjpeg_error_mgr *)info->err)->jump, 1);
    }
}

static void cjpeg_output_message(j_common_ptr info) { (void)info; }

/// Reads the size of a JPEG without decoding it. Returns 0 on success.
static inline int cjpeg_read_size(const unsigned char *data, unsigned long size, int *width, int *height) {
    struct jpeg_decompress_struct info;
    cjpeg_error_mgr err;
    memset(&info, 0, sizeof info);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.emit_message = cjpeg_emit_message;
    err.base.output_message = cjpeg_output_message;
    err.truncated = 0;
    if (setjmp(err.jump)) { jpeg_destroy_decompress(&info); return -1; }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    *width = (int)info.image_width;
    *height = (int)info.image_height;
    jpeg_destroy_decompress(&info);
    return 0;
}

/// Decodes a JPEG into `pixels` (width*height native ARGB32 words, opaque), which the caller sized with
/// cjpeg_read_size. Returns 0 on success, CJPEG_TOO_MANY_SCANS past `maxScans` scans, -1 on corrupt or
/// truncated data.
static inline int cjpeg_decode(const unsigned char *data, unsigned long size, unsigned char *pixels,
                               int width, int height, int maxScans) {
    struct jpeg_decompress_struct info;
    cjpeg_error_mgr err;
    cjpeg_progress_mgr progress;
    unsigned char *volatile cmykRow = NULL;
    memset(&info, 0, sizeof info);
    memset(&progress, 0, sizeof progress);
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.emit_message = cjpeg_emit_message;
    err.base.output_message = cjpeg_output_message;
    err.truncated = 0;
    progress.base.progress_monitor = cjpeg_progress_monitor;
    progress.maxScans = maxScans;
    if (setjmp(err.jump)) {
        free(cmykRow);
        jpeg_destroy_decompress(&info);
        // Read through volatile: the monitor changed it after setjmp saved the registers.
        return ((volatile cjpeg_progress_mgr *)&progress)->tooManyScans ? CJPEG_TOO_MANY_SCANS : -1;
    }
    jpeg_create_decompress(&info);
    info.progress = &progress.base;
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width != width || (int)info.image_height != height) {
        jpeg_destroy_decompress(&info);
        return -1;
    }
    int cmyk = info.jpeg_color_space == JCS_CMYK || info.jpeg_color_space == JCS_YCCK;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_EXT_BGRA;
    jpeg_start_decompress(&info);
    if (cmyk) cmykRow = malloc((size_t)width * 4);
    while (info.output_scanline < info.output_height) {
        unsigned char *row = pixels + (size_t)info.output_scanline * (size_t)width * 4;
        JSAMPROW rows[1] = { cmyk ? cmykRow : row };
        jpeg_read_scanlines(&info, rows, 1);
        if (cmyk) {
            // Adobe writes CMYK inverted; R = C*K/255 with the inverted values.
            for (int x = 0; x < width; x++) {
                unsigned c = cmykRow[x * 4], m = cmykRow[x * 4 + 1], y = cmykRow[x * 4 + 2], k = cmykRow[x * 4 + 3];
                row[x * 4 + 0] = (unsigned char)(y * k / 255);
                row[x * 4 + 1] = (unsigned char)(m * k / 255);
                row[x * 4 + 2] = (unsigned char)(c * k / 255);
                row[x * 4 + 3] = 255;
            }
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(cmykRow);
    return err.truncated ? -1 : 0;
}

/// Encodes width*height opaque native ARGB32 pixels (rows `stride` bytes apart) as a baseline JPEG. On success
/// returns 0 and a malloc'd buffer in *out that the caller frees.
static inline int cjpeg_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
                               unsigned char **out, unsigned long *outSize) {
    struct jpeg_compress_struct info;
    cjpeg_error_mgr err;
    memset(&info, 0, sizeof info);
    *out = NULL;
    *outSize = 0;
    info.err = jpeg_std_error(&err.base);
    err.base.error_exit = cjpeg_error_exit;
    err.base.emit_message = cjpeg_emit_message;
    err.base.output_message = cjpeg_output_message;
    if (setjmp(err.jump)) { jpeg_destroy_compress(&info); free(*out); *out = NULL; return -1; }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, out, outSize);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW rows[1] = { (JSAMPROW)(pixels + (size_t)info.next_scanline * (size_t)stride) };
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    return 0;
}
#endif
