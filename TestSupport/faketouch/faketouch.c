/*
 * faketouch: a tiny Xorg input driver for tests. It creates a direct touch device (XI 2.2 touches, XI 2.4
 * gestures) fed from a FIFO, because this kind of machine has no touch hardware, no uinput and no /dev/input.
 *
 * One command per line, positions in desktop pixels:
 *   b ID X Y / u ID X Y / e ID X Y     touch begin, update, end
 *   pb N DX DY SCALE ANGLE / pu ... / pe ... / pc ...   pinch begin, update, end, cancelled end
 *   sb N DX DY / su ... / se ... / sc ...               swipe begin, update, end, cancelled end
 * Unknown lines are logged and skipped.
 *
 * Built by UIKitTestSupport.FakeTouchDevice with
 *   gcc -O2 -Wall -shared -fPIC $(pkg-config --cflags xorg-server) -o faketouch_drv.so faketouch.c
 * and loaded by Xorg through `ModulePath` and an `InputDevice` section with Driver "faketouch" and Option "Device".
 */
#include <xorg-server.h>
#include <xf86.h>
#include <xf86Xinput.h>
#include <exevents.h>
#include <xserver-properties.h>
#include <X11/extensions/XI2.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef struct {
    char *path;
    char line[4096];
    size_t length;
} FakeTouch;

static void noop_ctrl(DeviceIntPtr dev, PtrCtrl *ctrl) { (void)dev; (void)ctrl; }

static int device_init(DeviceIntPtr dev) {
    Atom buttons[1] = { XIGetKnownProperty(BTN_LABEL_PROP_BTN_LEFT) };
    unsigned char map[2] = { 0, 1 };
    Atom axes[2] = { XIGetKnownProperty(AXIS_LABEL_PROP_ABS_MT_POSITION_X),
                     XIGetKnownProperty(AXIS_LABEL_PROP_ABS_MT_POSITION_Y) };
    if (!InitButtonClassDeviceStruct(dev, 1, buttons, map)) return BadAlloc;
    if (!InitValuatorClassDeviceStruct(dev, 2, axes, GetMotionHistorySize(), Absolute)) return BadAlloc;
    xf86InitValuatorAxisStruct(dev, 0, axes[0], 0, 65535, 0, 0, 0, Absolute);
    xf86InitValuatorAxisStruct(dev, 1, axes[1], 0, 65535, 0, 0, 0, Absolute);
    /* The server dereferences the pointer feedback of any device with valuators: it must exist. */
    if (!InitPtrFeedbackClassDeviceStruct(dev, noop_ctrl)) return BadAlloc;
    if (!InitTouchClassDeviceStruct(dev, 10, XIDirectTouch, 2)) return BadAlloc;
    if (!InitGestureClassDeviceStruct(dev, 5)) return BadAlloc;
    return Success;
}

static int device_control(DeviceIntPtr dev, int what) {
    InputInfoPtr info = dev->public.devicePrivate;
    FakeTouch *touch = info->private;
    switch (what) {
    case DEVICE_INIT:
        return device_init(dev);
    case DEVICE_ON:
        /* Read-write, so the FIFO stays open (no end of file) when a writer goes away. */
        info->fd = open(touch->path, O_RDWR | O_NONBLOCK);
        if (info->fd < 0) {
            xf86IDrvMsg(info, X_ERROR, "cannot open %s: %s\n", touch->path, strerror(errno));
            return BadAccess;
        }
        xf86AddEnabledDevice(info);
        dev->public.on = TRUE;
        return Success;
    case DEVICE_OFF:
    case DEVICE_CLOSE:
        if (info->fd >= 0) {
            xf86RemoveEnabledDevice(info);
            close(info->fd);
            info->fd = -1;
        }
        dev->public.on = FALSE;
        return Success;
    default:
        return BadValue;
    }
}

/* Desktop pixels to the axis range; the screen size is read each time, so RandR resizes are followed. */
static double axis(double pixels, int size) {
    return size > 1 ? pixels * 65535.0 / (size - 1) : 0;
}

static void post_touch(InputInfoPtr info, int type, unsigned id, double x, double y) {
    ValuatorMask *mask = valuator_mask_new(2);
    if (!mask) return;
    valuator_mask_set_double(mask, 0, axis(x, screenInfo.width));
    valuator_mask_set_double(mask, 1, axis(y, screenInfo.height));
    xf86PostTouchEvent(info->dev, id, type, 0, mask);
    valuator_mask_free(&mask);
}

static int gesture_type(char phase, int begin) {
    switch (phase) {
    case 'b': return begin;
    case 'u': return begin + 1;
    default: return begin + 2;
    }
}

static void command(InputInfoPtr info, const char *line) {
    unsigned id, fingers;
    double x, y, scale, angle;
    char kind, phase;
    if (sscanf(line, "%c %u %lf %lf", &kind, &id, &x, &y) == 4 && (kind == 'b' || kind == 'u' || kind == 'e')
        && line[1] == ' ') {
        post_touch(info, kind == 'b' ? XI_TouchBegin : kind == 'u' ? XI_TouchUpdate : XI_TouchEnd, id, x, y);
    } else if (sscanf(line, "p%c %u %lf %lf %lf %lf", &phase, &fingers, &x, &y, &scale, &angle) == 6) {
        xf86PostGesturePinchEvent(info->dev, gesture_type(phase, XI_GesturePinchBegin), fingers,
                                  phase == 'c' ? XIGesturePinchEventCancelled : 0, x, y, x, y, scale, angle);
    } else if (sscanf(line, "s%c %u %lf %lf", &phase, &fingers, &x, &y) == 4) {
        xf86PostGestureSwipeEvent(info->dev, gesture_type(phase, XI_GestureSwipeBegin), fingers,
                                  phase == 'c' ? XIGestureSwipeEventCancelled : 0, x, y, x, y);
    } else if (line[0] != '\0') {
        xf86IDrvMsg(info, X_WARNING, "ignored command '%s'\n", line);
    }
}

static void read_input(InputInfoPtr info) {
    FakeTouch *touch = info->private;
    for (;;) {
        ssize_t count = read(info->fd, touch->line + touch->length, sizeof touch->line - 1 - touch->length);
        if (count <= 0) return;
        touch->length += (size_t)count;
        touch->line[touch->length] = '\0';
        char *start = touch->line, *end;
        while ((end = strchr(start, '\n')) != NULL) {
            *end = '\0';
            command(info, start);
            start = end + 1;
        }
        touch->length = strlen(start);
        memmove(touch->line, start, touch->length + 1);
        if (touch->length == sizeof touch->line - 1) touch->length = 0; /* an endless line: drop it */
    }
}

static int pre_init(InputDriverPtr driver, InputInfoPtr info, int flags) {
    (void)driver; (void)flags;
    FakeTouch *touch = calloc(1, sizeof *touch);
    if (!touch) return BadAlloc;
    touch->path = xf86SetStrOption(info->options, "Device", NULL);
    if (!touch->path) {
        xf86IDrvMsg(info, X_ERROR, "Option \"Device\" (the FIFO) is required\n");
        free(touch);
        return BadValue;
    }
    info->private = touch;
    info->type_name = XI_TOUCHSCREEN;
    info->device_control = device_control;
    info->read_input = read_input;
    info->fd = -1;
    return Success;
}

static void un_init(InputDriverPtr driver, InputInfoPtr info, int flags) {
    (void)driver;
    FakeTouch *touch = info->private;
    if (touch) {
        free(touch->path);
        free(touch);
        info->private = NULL;
    }
    xf86DeleteInput(info, flags);
}

static InputDriverRec FAKETOUCH = { 1, "faketouch", NULL, pre_init, un_init, NULL, NULL, 0 };

static pointer plug(pointer module, pointer options, int *major, int *minor) {
    (void)options; (void)major; (void)minor;
    xf86AddInputDriver(&FAKETOUCH, module, 0);
    return module;
}

static void unplug(pointer module) { (void)module; }

static XF86ModuleVersionInfo version = {
    "faketouch", "UIKit for Linux tests", MODINFOSTRING1, MODINFOSTRING2, XORG_VERSION_CURRENT, 1, 0, 0,
    ABI_CLASS_XINPUT, ABI_XINPUT_VERSION, MOD_CLASS_XINPUT, { 0, 0, 0, 0 }
};

_X_EXPORT XF86ModuleData faketouchModuleData = { &version, plug, unplug };
