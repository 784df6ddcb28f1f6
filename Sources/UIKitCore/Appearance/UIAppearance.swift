import Foundation

/// Appearance proxies: property values set on `Class.appearance()` apply to every instance of the class (and
/// its subclasses), those set on `appearance(whenContainedInInstancesOf:)` to instances inside that hierarchy
/// (innermost container first), each when the instance joins a window, and never over a value the instance
/// was given itself.
///
/// Without the Objective-C runtime a proxy cannot forward arbitrary messages: it is an instance of the class,
/// made with `init(coder:)`, whose appearance properties record themselves (`AppearanceRecording`). The bar
/// classes record their bar properties; another class joins by adopting `AppearanceRecording` and calling
/// `recordAppearance` from its setters.
@preconcurrency @MainActor public protocol UIAppearance: AnyObject {
    static func appearance() -> Self
    static func appearance(whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]) -> Self
}
