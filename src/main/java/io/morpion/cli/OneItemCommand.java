package io.morpion.cli;

import picocli.CommandLine.Parameters;

/** A server command on one run, campaign, record or token, named by its id. */
abstract class OneItemCommand extends ServerCommand {

    @Parameters(paramLabel = "ID")
    String id;
}
