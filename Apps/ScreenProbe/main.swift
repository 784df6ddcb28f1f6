import UIKit

// A small app that tests start as a child process on a private X server: it reports life-cycle callbacks,
// notifications (observed with `queue: .main`) and layout on standard output, one line each, and takes commands
// from standard input (see ProbeCommands.swift). Start it with DISPLAY set.
UIApplicationMain(delegate: ProbeDelegate())
