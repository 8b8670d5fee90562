package io.morpion.cli;

import picocli.CommandLine.Mixin;

/** A command that talks to a Morpion server: it takes --server and --token (see {@link ServerClient}). */
abstract class ServerCommand extends CliCommand {

    @Mixin
    ServerClient server;
}
