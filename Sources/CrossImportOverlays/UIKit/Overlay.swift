// Intentionally empty: satisfies Swift Testing's cross-import overlay for a module named UIKit.
