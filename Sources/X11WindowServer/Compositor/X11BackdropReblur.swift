/// How much of a backdrop's blur a frame makes anew: all of it (the backdrop is new, moved or changed, or is drawn
/// into a group picture made anew), or only what a change behind it reaches.
enum X11BackdropReblur {
    case whole
    case cells(X11BackdropUpdate)
}
