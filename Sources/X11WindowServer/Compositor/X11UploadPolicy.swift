import Foundation
import UIKitCore

/// Who draws turned, scaled and off-grid layer parts: the client (drawn at their final place by the reference
/// renderer's code, then uploaded), or the server (resampled by X Render from the layer's upright picture, uploaded
/// once). `UIKIT_X11_UPLOADS=server|client|auto` sets it, for measuring the policies against each other; `auto`,
/// the default, decides from the connection's measured costs (`X11UploadCostModel`).
public enum X11UploadPolicy: String, Sendable {
    case server, client, auto

    /// The policy `UIKIT_X11_UPLOADS` asks for.
    static var configured: X11UploadPolicy { named(ProcessInfo.processInfo.environment["UIKIT_X11_UPLOADS"]) }

    /// The policy a value of `UIKIT_X11_UPLOADS` names, in any case: `auto` when unset, and an unknown value is
    /// logged (once) and `auto` used.
    static func named(_ text: String?) -> X11UploadPolicy {
        guard let text else { return .auto }
        guard let policy = X11UploadPolicy(rawValue: text.lowercased()) else {
            UIKitLog.errorOnce("UIKIT_X11_UPLOADS=\(text) is not server, client or auto; deciding from measured costs")
            return .auto
        }
        return policy
    }
}
